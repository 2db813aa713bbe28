// Tests of the newsletter's staff words: consent sources, topic names, the earlier send of a post, what can be
// cancelled, and the subscriber filters in the address both ways.
import { describe, expect, it } from 'vitest';
import { importProblems } from '@/features/newsletter-staff/lib/import-form';
import { canCancel, consentSource, earlierSend, sendStateLabel, topicNames } from '@/features/newsletter-staff/lib/newsletter-text';
import { searchOfSubscriberFilters, subscriberFiltersFromSearch } from '@/features/newsletter-staff/lib/subscriber-filters';
import { send, TOPICS } from '@/testing/newsletter-fixtures';

describe('consentSource', () => {
  it('names the form and its page, the footer, an import’s source, or nothing recorded', () => {
    expect(consentSource({ consent: { source: 'form', page: '/newsletter' } })).toBe('Sign-up form on /newsletter');
    expect(consentSource({ consent: { source: 'form', page: 'footer:/about' } })).toBe('Sign-up form on /about (footer)');
    expect(consentSource({ consent: { source: 'import: Sheet, 2026' } })).toBe('Imported: Sheet, 2026');
    expect(consentSource({ consent: null })).toBe('Not recorded');
  });
});

describe('topicNames and states', () => {
  it('names topics by their titles, an unknown one by its id', () => {
    expect(topicNames(['business', 'gone'], TOPICS.topics)).toBe('Business, gone');
  });

  it('lets only a scheduled send or one under way be cancelled', () => {
    expect(['scheduled', 'sending', 'sent', 'cancelled'].filter((state) => canCancel({ state: state as never }))).toEqual([
      'scheduled',
      'sending',
    ]);
    expect(sendStateLabel('paused')).toBe('paused');
  });
});

describe('earlierSend', () => {
  it('finds the post’s newest send that was not cancelled', () => {
    const old = send({ id: 1, startedAt: '2026-10-01T14:00:00Z' });
    const newer = send({ id: 2, startedAt: '2026-11-01T14:00:00Z' });
    const cancelled = send({ id: 3, state: 'cancelled', startedAt: '2026-11-20T14:00:00Z' });
    const otherPost = send({ id: 4, slug: 'flood-insurance-basics', startedAt: '2026-11-25T14:00:00Z' });
    expect(earlierSend([old, newer, cancelled, otherPost], 'winter-driving-tips')?.id).toBe(2);
    expect(earlierSend([cancelled], 'winter-driving-tips')).toBeNull();
    expect(earlierSend(undefined, 'winter-driving-tips')).toBeNull();
  });
});

describe('subscriber filters in the address', () => {
  it('reads what it knows and drops the rest, and writes back only what is set', () => {
    const filters = subscriberFiltersFromSearch('?q=%20ada%20&status=bounced&topic=home-auto&page=3');
    expect(filters).toEqual({ q: 'ada', status: 'bounced', topic: 'home-auto', page: 3 });
    expect(searchOfSubscriberFilters(filters)).toBe('?q=ada&status=bounced&topic=home-auto&page=3');
    expect(subscriberFiltersFromSearch('?status=everyone&topic=%3Cscript%3E&page=x')).toEqual({ q: '', status: null, topic: null, page: 1 });
    expect(searchOfSubscriberFilters({ q: ' ', status: null, topic: null, page: 1 })).toBe('');
  });
});

describe('importProblems', () => {
  const file = { name: 'sheet.csv', size: 100 };
  it('wants a CSV file of a readable size, a consent source in words, and a topic', () => {
    expect(importProblems({ file, consentSource: 'Paper sheet at the office, 2026', topics: ['business'] })).toEqual({});
    expect(importProblems({ file: null, consentSource: '', topics: [] })).toEqual({
      file: expect.any(String),
      consentSource: expect.stringContaining('agreed'),
      topics: expect.any(String),
    });
    expect(importProblems({ file: { name: 'list.xlsx', size: 100 }, consentSource: 'Paper sheet, 2026', topics: ['b'] }).file).toContain('.csv');
    expect(importProblems({ file: { name: 'big.csv', size: 3 * 1024 * 1024 }, consentSource: 'Paper sheet, 2026', topics: ['b'] }).file).toContain('2 MB');
    expect(importProblems({ file, consentSource: ' ok ', topics: ['b'] }).consentSource).toContain('Say more');
  });
});
