// New post: the same fields as the editor, empty and dated today (Connecticut); the address is made from the
// title as staff type (shown, and theirs to change). Publish, Save draft or Schedule… create it; it then opens in
// the editor. Asks before unsaved text is lost.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { useCreatePost } from '@/features/post-editor/api/create-post';
import { useSuggestedSlug } from '@/features/post-editor/api/get-suggested-slug';
import { AddressField } from '@/features/post-editor/components/address-field';
import { PostFields } from '@/features/post-editor/components/post-fields';
import { PublishActions, type PendingAction } from '@/features/post-editor/components/publish-actions';
import { ScheduleDialog, defaultScheduleTime } from '@/features/post-editor/components/schedule-dialog';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { checkPost, imageUrlProblem, refusedFields, serverFieldErrors, type PostField } from '@/features/post-editor/lib/post-checks';
import { emptyFormValues, imageUrlToSave, newPostFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { confirmDiscard, useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';
import { useFieldErrors } from '@/features/post-editor/lib/use-field-errors';
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
  const id = useId();
  const fieldId = useCallback((name: string) => `${id}-${name}`, [id]);
  const create = useCreatePost(postKeys);
  const [initial] = useState<PostFormValues>(() => emptyFormValues(connecticutToday()));
  const [values, setValues] = useState(initial);
  // Until staff type an address of their own, it follows the title.
  const [ownAddress, setOwnAddress] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<PendingAction>(null);
  const [scheduling, setScheduling] = useState(false);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const { errors, show: showErrors, clear: clearError, set: setError } = useFieldErrors(fieldId);

  const settledTitle = useDebouncedValue(values.title.trim(), ADDRESS_DELAY_MS);
  const suggestion = useSuggestedSlug(settledTitle);
  const suggestionCurrent = settledTitle === values.title.trim() && !suggestion.isFetching;
  const address = ownAddress ? values.slug : values.title.trim() ? (suggestion.data ?? '') : '';

  const dirty = !sameValues({ ...values, slug: ownAddress ? values.slug : '' }, initial);
  useUnsavedChangesWarning(dirty);
  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });
  useEffect(() => dirtyListener.current?.(dirty), [dirty]);
  useEffect(() => () => dirtyListener.current?.(false), []);

  const setField = (name: PostField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const submit = (intent: PublishIntent) => {
    if (pending !== null || uploading) return;
    const origin = window.location.origin;
    // A suggestion still catching up with the title is left out: the server makes the address from the title.
    const slug = ownAddress ? values.slug : suggestionCurrent ? address : '';
    const toSave = { ...values, slug };
    const found = checkPost(toSave, imageUrlToSave(values.imageUrl, origin), { withAddress: true, addressOptional: !ownAddress });
    if (Object.keys(found).length) {
      setScheduling(false);
      showErrors(found);
      return;
    }
    setPending(intent.kind);
    setScheduleError(null);
    create.mutate(
      { post: newPostFromValues(toSave, origin, intent), csrfToken },
      {
        onSuccess: (saved) => {
          setScheduling(false);
          toast({ title: 'Success', description: savedMessage(intent, saved.post) });
          onCreated(saved.post);
        },
        onError: (error) => {
          setPending(null);
          if (intent.kind === 'schedule' && refusedFields(error).includes('publishAt')) {
            setScheduleError('This time cannot be used. Pick a time in the future (Connecticut time).');
            return;
          }
          setScheduling(false);
          const refused = serverFieldErrors(error);
          if (refused && Object.keys(refused).length) showErrors(refused);
          toast({ variant: 'destructive', title: 'Error', description: failureMessage(error) });
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
          fieldId={fieldId}
          values={values}
          setField={setField}
          errors={errors}
          layout="admin"
          initialContent=""
          contentVersion={0}
          csrfToken={csrfToken}
          onImageBlur={() => setError('imageUrl', imageUrlProblem(imageUrlToSave(values.imageUrl, window.location.origin)))}
          onUploadingChange={setUploading}
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
          busy={uploading}
          onAction={submit}
          onSchedule={() => {
            setScheduleError(null);
            setScheduling(true);
          }}
          onCancel={() => {
            if (confirmDiscard(dirty)) onCancel();
          }}
          note={Object.keys(errors).length ? 'Check the fields marked in red, then save again.' : dirty ? 'Not saved yet' : ''}
        />
      </form>
      <ScheduleDialog
        open={scheduling}
        onOpenChange={setScheduling}
        initialValue={defaultScheduleTime()}
        pending={pending === 'schedule'}
        serverError={scheduleError}
        onSchedule={(publishAt) => submit({ kind: 'schedule', publishAt })}
      />
    </>
  );
}
