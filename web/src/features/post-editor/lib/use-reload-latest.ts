// useReloadLatest(): 'Load the latest saved version' in the editor of a saved post: asks first when there are edits to lose,
// then loads the latest saved version of the post (or tells why it could not).
import { useState } from 'react';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { toastFailure } from '@/features/post-editor/lib/use-editor-form';
import type { VersionedPost } from '@/features/post-editor/types';

/** The button's name, in the header and in the notice of a conflict. */
export const LOAD_LATEST = 'Load the latest saved version';

export const RELOAD_QUESTION = 'Discard your changes and load the latest saved version of this post?';

/** The part of the post's query the button reads again. */
type LatestPost = { refetch: () => Promise<{ data?: VersionedPost | undefined; error: unknown }> };

export function useReloadLatest(query: LatestPost, dirty: boolean, loaded: (latest: VersionedPost) => void) {
  const [reloading, setReloading] = useState(false);

  const reloadLatest = async () => {
    if (!confirmDiscard(dirty, RELOAD_QUESTION)) return;
    setReloading(true);
    const result = await query.refetch();
    setReloading(false);
    if (result.data) loaded(result.data);
    else toastFailure(result.error);
  };

  return { reloading, reloadLatest };
}
