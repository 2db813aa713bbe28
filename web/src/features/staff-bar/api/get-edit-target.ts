// GET /api/admin/edit-target?path=: the document (or post) and section a public page comes from, and the workspace
// address that opens it.
import type { Answer } from '@/lib/api-types';
import { apiGet } from '@/lib/api-client';

export type EditTarget = Answer<'/api/admin/edit-target', 'get'>;

export const getEditTarget = (path: string, signal: AbortSignal) =>
  apiGet<EditTarget>(`/api/admin/edit-target?${new URLSearchParams({ path }).toString()}`, { signal });
