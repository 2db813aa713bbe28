// useAddressFromTitle(): 'Make it from the title' for a saved post: asks the server for the address it would make
// from the current title (kept apart from the post's own) and puts it in the Address field.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSuggestedSlugQueryOptions } from '@/features/post-editor/api/get-suggested-slug';
import type { PostField } from '@/features/post-editor/lib/post-checks';
import type { Draft } from '@/features/post-editor/lib/use-draft';
import { toastFailure } from '@/features/post-editor/lib/use-editor-form';

export function useAddressFromTitle(draft: Draft | null, setField: (name: PostField, value: string) => void) {
  const queryClient = useQueryClient();
  const [usingTitle, setUsingTitle] = useState(false);

  const addressFromTitle = async () => {
    if (!draft) return;
    setUsingTitle(true);
    try {
      setField('slug', await queryClient.fetchQuery(getSuggestedSlugQueryOptions(draft.values.title, draft.base.post.slug)));
    } catch (error) {
      toastFailure(error);
    } finally {
      setUsingTitle(false);
    }
  };

  return { usingTitle, addressFromTitle };
}
