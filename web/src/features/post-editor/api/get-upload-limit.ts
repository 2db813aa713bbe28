// The largest image upload the service takes (its AGENCY_MAX_UPLOAD_BYTES), as the staff session states it: what
// the upload hints say, never a copy of the number.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { editorKeys } from '@/features/post-editor/api/get-editable-post';
import { apiGet } from '@/lib/api-client';
import type { Answer } from '@/lib/api-types';

export async function getUploadLimit({ signal }: { signal?: AbortSignal } = {}): Promise<number | null> {
  const session = await apiGet<Partial<Answer<'/api/auth/session', 'get'>> | null>('/api/auth/session', {
    on401: 'returnNull',
    ...(signal ? { signal } : {}),
  });
  return typeof session?.maxUploadBytes === 'number' ? session.maxUploadBytes : null;
}

export function useUploadLimit() {
  return useQuery(
    queryOptions({ queryKey: [...editorKeys.all, 'upload-limit'], queryFn: getUploadLimit, staleTime: Infinity }),
  );
}
