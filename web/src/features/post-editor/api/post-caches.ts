// After a write: the editor's entry and the public detail entry of the post follow the answer, and every list
// refreshes, and any history shown. Only a published post's public fields go into the public cache; a draft's entry is dropped, so no
// screen of the site shows it.
import type { QueryClient } from '@tanstack/react-query';
import { editorKeys } from '@/features/post-editor/api/get-editable-post';
import { historyKeys } from '@/features/post-editor/api/get-post-history';
import type { EditablePost, PostQueryKeys, VersionedPost } from '@/features/post-editor/types';

/** The post as the public API serves it: without its status and publishing time. */
function publicFields({ status: _status, publishAt: _publishAt, ...post }: EditablePost) {
  return post;
}

/** Refresh the caches for `saved`, which was at `previousSlug` before the write (a rename moves it). */
export function refreshAfterWrite(
  queryClient: QueryClient,
  keys: PostQueryKeys,
  saved: VersionedPost,
  previousSlug: string = saved.post.slug,
) {
  const { post } = saved;
  if (previousSlug !== post.slug) {
    queryClient.removeQueries({ queryKey: editorKeys.post(previousSlug), exact: true });
    queryClient.removeQueries({ queryKey: keys.detail(previousSlug), exact: true });
  }
  queryClient.setQueryData(editorKeys.post(post.slug), saved);
  if (post.status === 'published') queryClient.setQueryData(keys.detail(post.slug), publicFields(post));
  else queryClient.removeQueries({ queryKey: keys.detail(post.slug), exact: true });
  refreshLists(queryClient, keys);
  void queryClient.invalidateQueries({ queryKey: historyKeys.root });
}

/** Every list of posts, public and staff. */
export function refreshLists(queryClient: QueryClient, keys: PostQueryKeys) {
  void queryClient.invalidateQueries({ queryKey: keys.lists() });
  if (keys.staffLists) void queryClient.invalidateQueries({ queryKey: keys.staffLists() });
}
