// Tests of linkKind: which links of the copy stay in the app, open a new tab, or are left as mailto:/tel:.
import { describe, expect, it } from 'vitest';
import { linkKind } from '@/features/insurance/lib/link-kind';

describe('linkKind', () => {
  it('keeps site paths in the app, including ones with a trailing slash', () => {
    expect(linkKind('/contact')).toBe('internal');
    expect(linkKind('/insurance/life-health-umbrella/personal-umbrella-insurance/')).toBe('internal');
  });

  it('treats outside sites, protocol-relative ones included, as external', () => {
    expect(linkKind('https://www.floodsmart.gov')).toBe('external');
    expect(linkKind('//example.com/page')).toBe('external');
  });

  it('recognises mailto: and tel: links whatever their case', () => {
    expect(linkKind('mailto:info@example.com?subject=Flood%20insurance')).toBe('mailto');
    expect(linkKind('MAILTO:info@example.com')).toBe('mailto');
    expect(linkKind('tel:+12035550142')).toBe('tel');
  });
});
