// Tests of the link box's addresses: web, e-mail, phone and site addresses kept; bare domains made https; unsafe
// or unusable ones refused with a plain reason.
import { describe, expect, it } from 'vitest';
import { linkAddress } from '@/features/post-editor/lib/link-address';
import { paths } from '@/config/paths';

describe('linkAddress', () => {
  it('keeps the addresses the policy allows', () => {
    for (const href of ['https://www.floodsmart.gov/a?b=1', 'http://example.com', 'mailto:info@agency.example', 'tel:+12035550142', paths.blogPost.getHref('flood-basics')]) {
      expect(linkAddress(` ${href} `)).toEqual({ href });
    }
  });

  it('turns a bare domain into https and an e-mail address into mailto', () => {
    expect(linkAddress('example.com')).toEqual({ href: 'https://example.com' });
    expect(linkAddress('www.ct.gov/cid')).toEqual({ href: 'https://www.ct.gov/cid' });
    expect(linkAddress('info@agency.example')).toEqual({ href: 'mailto:info@agency.example' });
  });

  it('refuses unsafe and unusable addresses in plain words', () => {
    const withoutSlash = paths.blogPost.getHref('flood-basics').slice(1); // a site path missing its leading /
    for (const typed of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'ftp://files.example', withoutSlash]) {
      const result = linkAddress(typed);
      expect(result).toHaveProperty('error');
      expect((result as { error: string }).error).toMatch(/^Links cannot open that kind of address/);
    }
    expect(linkAddress('  ')).toEqual({ error: 'Type the address the link should open.' });
    expect(linkAddress('https://a b')).toEqual({ error: 'An address cannot contain spaces. Check it and try again.' });
  });
});
