// useNewPostDraft(): the new-post form without its layout: the fields, empty, dated today (Connecticut) and by the
// signed-in account's team member; the address made from the title as staff type (until they type their own);
// checks, and creating the post with Publish, Save draft or Schedule….
import { useState, type FormEvent } from 'react';
import { useCreatePost } from '@/features/post-editor/api/create-post';
import { useSuggestedSlug } from '@/features/post-editor/api/get-suggested-slug';
import { checkPost, type SetField } from '@/features/post-editor/lib/post-checks';
import { emptyFormValues, imageUrlToSave, newPostFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { useEditorForm } from '@/features/post-editor/lib/use-editor-form';
import { useReviewGate } from '@/features/post-editor/lib/use-review-gate';
import type { EditablePost, PostFormValues, PostQueryKeys, PublishIntent } from '@/features/post-editor/types';
import { connecticutToday } from '@/lib/connecticut-time';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/use-toast';

/** Typing pauses this long before the address follows the title. */
export const ADDRESS_DELAY_MS = 300;

export type NewPostDraftOptions = {
  csrfToken: string;
  postKeys: PostQueryKeys;
  onCreated: (post: EditablePost) => void;
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The team member the signed-in account writes as: the new post's author until staff choose another. */
  defaultAuthor?: string | null | undefined;
  /** Publish and Schedule go through the wording review's checklist first. */
  reviewed?: boolean;
};

export function useNewPostDraft({
  csrfToken,
  postKeys,
  onCreated,
  onDirtyChange,
  defaultAuthor,
  reviewed = false,
}: NewPostDraftOptions) {
  const create = useCreatePost(postKeys);
  const [initial] = useState<PostFormValues>(() => emptyFormValues(connecticutToday(), defaultAuthor));
  const [values, setValues] = useState(initial);
  // Until staff type an address of their own, it follows the title.
  const [ownAddress, setOwnAddress] = useState(false);

  const settledTitle = useDebouncedValue(values.title.trim(), ADDRESS_DELAY_MS);
  const suggestion = useSuggestedSlug(settledTitle);
  const suggestionCurrent = settledTitle === values.title.trim() && !suggestion.isFetching;
  const address = ownAddress ? values.slug : values.title.trim() ? (suggestion.data ?? '') : '';

  const dirty = !sameValues({ ...values, slug: ownAddress ? values.slug : '' }, initial);
  const form = useEditorForm(dirty, onDirtyChange);
  const gate = useReviewGate(reviewed);

  const setField: SetField = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
  };
  /** Emptied, the address follows the title again. */
  const setAddress = (value: string) => {
    setOwnAddress(value !== '');
    setField('slug', value);
  };

  const submit = (intent: PublishIntent) => {
    const origin = window.location.origin;
    // A suggestion still catching up with the title is left out: the server makes the address from the title.
    const slug = ownAddress ? values.slug : suggestionCurrent ? address : '';
    const toSave = { ...values, slug };
    const found = checkPost(toSave, imageUrlToSave(values.imageUrl, origin), { withAddress: true, addressOptional: !ownAddress });
    if (!form.start(intent, found)) return;
    create.mutate(
      { post: newPostFromValues(toSave, origin, intent), csrfToken },
      {
        onSuccess: (saved) => {
          form.setDialog(null);
          toast({ title: 'Success', description: savedMessage(intent, saved.post) });
          onCreated(saved.post);
        },
        onError: (error) => {
          form.setPending(null);
          if (!gate.refusedSave(intent, submit, error)) form.refuse(intent, error);
        },
      },
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ kind: 'save' });
  };

  return { ...form, values, address, followsTitle: !ownAddress, dirty, setField, setAddress, submit, save, review: gate };
}
