// Tests of the in-page address marker.
import { describe, expect, it } from 'vitest';
import { inPageAddressState, isInPageAddressUpdate } from '@/lib/in-page-address';

describe('isInPageAddressUpdate', () => {
  it('recognises the state it hands out, also after a structured clone (as history.state is)', () => {
    expect(isInPageAddressUpdate(inPageAddressState)).toBe(true);
    expect(isInPageAddressUpdate(structuredClone(inPageAddressState))).toBe(true);
  });

  it('is false for ordinary navigations', () => {
    for (const state of [null, undefined, {}, 'inPageAddress', { inPageAddress: 'yes' }, { other: true }]) {
      expect(isInPageAddressUpdate(state)).toBe(false);
    }
  });
});
