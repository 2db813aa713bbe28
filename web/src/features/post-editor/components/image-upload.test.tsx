// Tests of the image upload's hint: the largest upload is the service's own (the session states it), never a copy.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageUpload, uploadSize } from '@/features/post-editor/components/image-upload';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const session = (maxUploadBytes: number) => () =>
  jsonResponse({ username: 'editor', csrfToken: 'token', role: 'staff', mustChangePassword: false, member: null, maxUploadBytes });

describe('ImageUpload', () => {
  it.each([
    [3 * 1024 * 1024, '3 MB'],
    [256 * 1024, '256 KB'],
  ])('states the limit the session gives (%i bytes: %s)', async (bytes, shown) => {
    stubFetch({ '/api/auth/session': session(bytes) });
    renderWithProviders(<ImageUpload fileId="file" onUploaded={() => {}} csrfToken="token" onUploadingChange={() => {}} />);
    expect(await screen.findByText(new RegExp(`, up to ${shown}\\. The Image URL`))).toBeInTheDocument();
  });

  it('says sizes in binary units, as the service counts them', () => {
    expect(uploadSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(uploadSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(uploadSize(300)).toBe('1 KB');
  });
});
