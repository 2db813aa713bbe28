// Tests of a notice's filled-in text: each placeholder from the facts and settings, links for the numbers and address.
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_NAMES } from '@/config/notice-placeholders';
import { fillNotice, fillNoticeText, noticeValues, thirdPartySentence } from '@/features/agency-info/lib/notice-text';
import { siteFacts } from '@/testing/fixtures';

describe('fillNotice', () => {
  const values = noticeValues(siteFacts, 90);

  it('fills in the retention days and keeps the words around them', () => {
    expect(fillNoticeText('Deleted after {retentionDays} days.', values)).toBe('Deleted after 90 days.');
  });

  it('makes the phone, text number and e-mail address links', () => {
    expect(fillNotice('Call {phone}, text {text} or e-mail {email}.', values)).toEqual([
      'Call ',
      { text: siteFacts.phone, href: 'tel:+12035550142' },
      ', text ',
      { text: siteFacts.text, href: 'sms:+12035550143' },
      ' or e-mail ',
      { text: siteFacts.email, href: `mailto:${siteFacts.email}` },
      '.',
    ]);
  });

  it('has a value for every placeholder the service allows', () => {
    for (const name of PLACEHOLDER_NAMES) {
      expect(fillNoticeText(`{${name}}`, values)).not.toContain('{');
    }
  });

  it('leaves braces that name no placeholder as written, and waits for the settings with an ellipsis', () => {
    expect(fillNoticeText('{unknown} {retentionDays}', noticeValues(siteFacts, null))).toBe('{unknown} \u2026');
  });
});

describe('thirdPartySentence', () => {
  it('says nothing is loaded from other companies when no map or form service is set', () => {
    expect(thirdPartySentence(siteFacts)).toBe('The site loads nothing from other companies\u2019 servers.');
  });

  it('names the map and the form service by their hosts, each once', () => {
    const sentence = thirdPartySentence({
      map: { embedUrl: 'https://maps.example.org/embed?x=1', linkUrl: null },
      forms: {
        quoteEmbedUrl: 'https://forms.example.com/q',
        policyChangeEmbedUrl: 'https://forms.example.com/p',
        embedScriptUrl: null,
      },
    });
    expect(sentence).toContain('the map on our Contact Us page, from maps.example.org');
    expect(sentence.match(/forms\.example\.com/g)).toHaveLength(1);
    expect(sentence).toContain('internet (IP) address');
  });
});
