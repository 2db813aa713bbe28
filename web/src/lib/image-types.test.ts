// Tests of the upload inputs' image kinds, read from the list the service checks uploads against.
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_KINDS } from '@/lib/image-types';

describe('image kinds', () => {
  it("offer a phone's HEIC photos by type and by extension, beside the web's own kinds", () => {
    const accepted = IMAGE_ACCEPT.split(',');
    for (const kind of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', '.heic', '.heif']) {
      expect(accepted).toContain(kind);
    }
  });

  it('are named in words', () => {
    expect(IMAGE_KINDS).toBe('JPEG, PNG, WebP, GIF or HEIC');
  });
});
