// Tests of the editor's places in the address: a section, an item by its dotted path, and the way back from one.
import { describe, expect, it } from 'vitest';
import { documentPlaceHref, itemHolding, placeAround, placeOf } from '@/features/document-editor/lib/document-place';

describe('document places', () => {
  it('names a section and an item in the address, and reads them back', () => {
    const href = documentPlaceHref('/admin/site', 'copy/faq', { item: ['sections', 0, 'items', 3] });
    expect(href).toBe('/admin/site?document=copy%2Ffaq&item=sections.0.items.3');
    expect(placeOf(new URL(href, 'https://x').searchParams)).toEqual({ section: null, item: ['sections', 0, 'items', 3] });
    expect(documentPlaceHref('/admin/site', 'site', { section: 'hours' })).toBe('/admin/site?document=site&section=hours');
  });

  it('goes back from an item to the item holding its list, else to the list’s section', () => {
    expect(placeAround(['sections', 0, 'items', 3])).toEqual({ item: ['sections', 0] });
    expect(placeAround(['sections', 0])).toEqual({ section: 'sections' });
    expect(placeAround([4])).toEqual({ section: null });
    expect(itemHolding(['agents', 1, 'email'])).toEqual(['agents', 1]);
    expect(itemHolding(['hours', 'saturday'])).toBeNull();
  });
});
