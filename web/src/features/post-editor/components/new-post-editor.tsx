// New post: the same fields as the editor, empty and dated today (Connecticut); the address is made from the
// title as staff type (shown, and theirs to change). Publish, Save draft or Schedule… create it; it then opens in
// the editor. Asks before unsaved text is lost.
import { useState, type FormEvent } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCreatePost } from '@/features/post-editor/api/create-post';
import { useSuggestedSlug } from '@/features/post-editor/api/get-suggested-slug';
import { AddressField } from '@/features/post-editor/components/address-field';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { PublishActions } from '@/features/post-editor/components/publish-actions';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import { checkPost, type PostField } from '@/features/post-editor/lib/post-checks';
import { emptyFormValues, imageUrlToSave, newPostFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { useEditorForm } from '@/features/post-editor/lib/use-editor-form';
import type { EditablePost, PostFormValues, PostQueryKeys, PublishIntent } from '@/features/post-editor/types';
import { connecticutToday } from '@/lib/connecticut-time';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/use-toast';

/** Typing pauses this long before the address follows the title. */
export const ADDRESS_DELAY_MS = 300;

type NewPostEditorProps = {
  csrfToken: string;
  postKeys: PostQueryKeys;
  onCancel: () => void;
  onCreated: (post: EditablePost) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

export function NewPostEditor({ csrfToken, postKeys, onCancel, onCreated, onDirtyChange }: NewPostEditorProps) {
  const create = useCreatePost(postKeys);
  const [initial] = useState<PostFormValues>(() => emptyFormValues(connecticutToday()));
  const [values, setValues] = useState(initial);
  // Until staff type an address of their own, it follows the title.
  const [ownAddress, setOwnAddress] = useState(false);

  const settledTitle = useDebouncedValue(values.title.trim(), ADDRESS_DELAY_MS);
  const suggestion = useSuggestedSlug(settledTitle);
  const suggestionCurrent = settledTitle === values.title.trim() && !suggestion.isFetching;
  const address = ownAddress ? values.slug : values.title.trim() ? (suggestion.data ?? '') : '';

  const dirty = !sameValues({ ...values, slug: ownAddress ? values.slug : '' }, initial);
  const form = useEditorForm(dirty, onDirtyChange);
  const { fieldId, errors, pending } = form;

  const setField = (name: PostField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.clear(name);
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
          form.refuse(intent, error);
        },
      },
    );
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit({ kind: 'save' });
  };

  return (
    <>
      <form onSubmit={save} aria-labelledby={fieldId('heading')} className="space-y-6" data-testid="post-editor">
        <div>
          <h2 id={fieldId('heading')} className="text-2xl font-bold tracking-tight text-navy-900">
            New post
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700" data-testid="post-status">
            <StatusBadge status="draft" />
            <span>Not saved yet. Only signed-in staff will see it until you publish it.</span>
          </p>
        </div>
        <PostFields
          form={form}
          values={values}
          setField={setField}
          layout="admin"
          initialContent=""
          contentVersion={0}
          csrfToken={csrfToken}
          address={
            <AddressField
              inputId={fieldId('slug')}
              mode="new"
              value={address}
              onChange={(value) => {
                // Emptied, the address follows the title again.
                setOwnAddress(value !== '');
                setField('slug', value);
              }}
              error={errors.slug}
              followsTitle={!ownAddress}
            />
          }
          dateHint="The date shown on the post: today unless you change it. Scheduling sets it to the day the post appears."
        />
        <PublishActions
          status="new"
          pending={pending}
          busy={form.uploading}
          onAction={submit}
          onSchedule={form.openSchedule}
          onCancel={() => {
            if (confirmDiscard(dirty)) onCancel();
          }}
          note={form.note('Not saved yet')}
        />
      </form>
      <ScheduleDialog
        open={form.dialog === 'schedule'}
        onOpenChange={(open) => form.setDialog(open ? 'schedule' : null)}
        initialValue={defaultScheduleTime()}
        pending={pending === 'schedule'}
        serverError={form.scheduleError}
        onSchedule={(publishAt) => submit({ kind: 'schedule', publishAt })}
      />
    </>
  );
}
