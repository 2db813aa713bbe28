// POST /api/admin/images: one image as the multipart field `image`, with the CSRF token; answers its URL.
import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '@/lib/api-types';
import { apiWrite } from '@/lib/api-write';

export const UPLOAD_FAILED_MESSAGE = 'Failed to upload image';

export type UploadImageInput = { file: File; csrfToken: string };

/** The stored image's URL ("/media/uploads/…"); any failure raises 'Failed to upload image', the cause kept. */
export async function uploadImage({ file, csrfToken }: UploadImageInput): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  try {
    const { data } = await apiWrite<UploadedImage>('POST', '/api/admin/images', { body: form, csrfToken });
    return data.imageUrl;
  } catch (error) {
    throw new Error(UPLOAD_FAILED_MESSAGE, { cause: error });
  }
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
