// addressHint: a new post's address says whether it follows the title; an unpublished post's says when visitors
// find it; a published post's has no hint (it gets the forwarding note).
import { describe, expect, it } from 'vitest';
import { addressHint } from '@/features/post-editor/lib/address-hint';

describe('addressHint', () => {
  it('tells a new post whether its address is made from the title', () => {
    expect(addressHint('new', true)).toBe('Made from the title. You can change it until the post is published.');
    expect(addressHint('new', false)).toBe('You can change it until the post is published.');
  });

  it('tells an unpublished post where visitors will find it', () => {
    expect(addressHint('unpublished', undefined)).toBe(
      'Visitors will find the post here once it is published. You can change it until then.',
    );
  });

  it('has nothing for a published post', () => {
    expect(addressHint('published', undefined)).toBeNull();
  });
});
