// The editor of one post, shared by the admin editor and the inline editor: loads the post with its version,
// keeps the edits (the body as formatted text), checks them in plain words beside each field, saves with If-Match
// ('Saving...', then a toast), and on 412 keeps the edits and offers 'Reload latest'. Asks before the page is left
// with unsaved changes, however it is left.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { WithTooltip } from '@/components/ui/tooltip';
import { useEditablePost } from '@/features/post-editor/api/get-editable-post';
import { UPDATE_FAILED_MESSAGE, useUpdatePost } from '@/features/post-editor/api/update-post';
import { ConflictNotice } from '@/features/post-editor/components/conflict-notice';
import { RefreshIcon } from '@/features/post-editor/components/editor-icons';
import { FieldError } from '@/features/post-editor/components/field-error';
import { ImageField } from '@/features/post-editor/components/image-field';
import { RichTextField } from '@/features/post-editor/components/rich-text-field';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import {
  checkPost,
  imageUrlProblem,
  serverFieldErrors,
  type FieldErrors,
  type PostField,
} from '@/features/post-editor/lib/post-checks';
import { formValuesFromPost, imageUrlToSave, postUpdateFromValues, sameValues } from '@/features/post-editor/lib/post-form';
import { confirmDiscard, useUnsavedChangesWarning } from '@/features/post-editor/lib/unsaved-changes';
import type {
  EditablePost,
  EditorLayout,
  PostFormValues,
  PostQueryKeys,
  VersionedPost,
} from '@/features/post-editor/types';
import { ConflictError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import { toast } from '@/lib/use-toast';

const ROWS: Record<EditorLayout, { excerpt: number; content: string }> = {
  admin: { excerpt: 2, content: '22rem' },
  inline: { excerpt: 3, content: '30rem' },
};

const FIELD_ORDER: PostField[] = ['title', 'excerpt', 'content', 'imageUrl'];

export const RELOAD_QUESTION = 'Discard your changes and load the latest saved version of this post?';

/** `version` counts loads, so that the body editor starts afresh from each saved or reloaded post. */
type Draft = { base: VersionedPost; initial: PostFormValues; values: PostFormValues; version: number };

let loads = 0;
const draftFrom = (base: VersionedPost): Draft => {
  const initial = formValuesFromPost(base.post);
  loads += 1;
  return { base, initial, values: initial, version: loads };
};

export type PostEditorProps = {
  slug: string;
  csrfToken: string;
  postKeys: PostQueryKeys;
  layout: EditorLayout;
  /** 1 when the editor stands in for the page's content (inline), 2 beside other page content (admin). */
  headingLevel?: 1 | 2;
  onCancel: () => void;
  onSaved?: (post: EditablePost) => void;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Clicking the Content label puts the cursor in the body (the region the label names). */
function focusBody(labelId: string) {
  document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus();
}

export function PostEditor({
  slug,
  csrfToken,
  postKeys,
  layout,
  headingLevel = 2,
  onCancel,
  onSaved,
  onDirtyChange,
}: PostEditorProps) {
  const id = useId();
  const query = useEditablePost(slug);
  const update = useUpdatePost(postKeys);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  // The form starts from the first answer; later answers replace it only on 'Reload latest'.
  if (draft === null && query.data) setDraft(draftFrom(query.data));

  const dirty = draft !== null && !sameValues(draft.values, draft.initial);
  useUnsavedChangesWarning(dirty);
  const dirtyListener = useRef(onDirtyChange);
  useEffect(() => {
    dirtyListener.current = onDirtyChange;
  });
  useEffect(() => dirtyListener.current?.(dirty), [dirty]);
  useEffect(() => () => dirtyListener.current?.(false), []);

  if (draft === null) {
    if (query.isError) {
      return (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{failureMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  const field = (name: string) => `${id}-${name}`;
  const setField = (name: PostField, value: string) => {
    setDraft((current) => (current ? { ...current, values: { ...current.values, [name]: value } } : current));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first === 'content') focusBody(field('content-label'));
    else if (first) document.getElementById(field(first))?.focus();
  };
  const checkImage = () => {
    const problem = imageUrlProblem(imageUrlToSave(draft.values.imageUrl, window.location.origin));
    setErrors(({ imageUrl: _old, ...rest }) => (problem ? { ...rest, imageUrl: problem } : rest));
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || uploading) return;
    const origin = window.location.origin;
    const found = checkPost(draft.values, imageUrlToSave(draft.values.imageUrl, origin));
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    update.mutate(
      { slug, update: postUpdateFromValues(draft.values, origin), etag: draft.base.etag, csrfToken },
      {
        onSuccess: (saved) => {
          setDraft(draftFrom(saved));
          setConflict(false);
          setErrors({});
          toast({ title: 'Success', description: 'Blog post updated successfully' });
          onSaved?.(saved.post);
        },
        onError: (error) => {
          const isConflict = error instanceof ConflictError;
          if (isConflict) setConflict(true);
          const refused = serverFieldErrors(error);
          if (refused && Object.keys(refused).length) showErrors(refused);
          const shown = isConflict ? new Error(UPDATE_FAILED_MESSAGE, { cause: error }) : error;
          toast({ variant: 'destructive', title: 'Error', description: failureMessage(shown) });
        },
      },
    );
  };

  const reloadLatest = async () => {
    if (!confirmDiscard(dirty, RELOAD_QUESTION)) return;
    setReloading(true);
    const result = await query.refetch();
    setReloading(false);
    if (result.data) {
      setDraft(draftFrom(result.data));
      setConflict(false);
      setErrors({});
    } else {
      toast({ variant: 'destructive', title: 'Error', description: failureMessage(result.error) });
    }
  };

  const cancel = () => {
    if (confirmDiscard(dirty)) onCancel();
  };

  const { post } = draft.base;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const rows = ROWS[layout];
  const described = (name: PostField, hint?: string) =>
    [hint, errors[name] ? field(`${name}-error`) : null].filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={save} aria-labelledby={field('heading')} className="space-y-6" data-testid="post-editor">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={field('heading')} className="text-2xl font-bold tracking-tight text-navy-900">
            Edit post
          </Heading>
          <p className="mt-1 text-sm break-words text-slate-600">
            <span className="font-medium text-slate-800">{post.title}</span> ·{' '}
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <WithTooltip label="View this post on the site (new tab)">
            <a
              href={`/blog/${encodeURIComponent(post.slug)}`}
              target="_blank"
              rel="noopener"
              aria-label="View post (opens in a new tab)"
              className="inline-flex h-9 items-center gap-1.5 rounded-md border border-navy-200 bg-white px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
            >
              <ExternalLinkIcon className="size-5" />
              View post
            </a>
          </WithTooltip>
          <WithTooltip label="Reload the saved version">
            <Button
              variant="outline"
              size="sm"
              aria-label="Reload the saved version"
              onClick={() => void reloadLatest()}
              disabled={reloading}
            >
              <RefreshIcon className="size-5" />
              Reload
            </Button>
          </WithTooltip>
        </div>
      </div>

      {conflict ? <ConflictNotice onReload={() => void reloadLatest()} reloading={reloading} /> : null}

      <div className="space-y-1.5">
        <Label htmlFor={field('title')}>Title</Label>
        <Input
          id={field('title')}
          value={draft.values.title}
          onChange={(e) => setField('title', e.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
        />
        <FieldError id={field('title-error')} message={errors.title} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('excerpt')}>Excerpt</Label>
        <Textarea
          id={field('excerpt')}
          rows={rows.excerpt}
          value={draft.values.excerpt}
          onChange={(e) => setField('excerpt', e.target.value)}
          aria-invalid={errors.excerpt ? true : undefined}
          aria-describedby={described('excerpt')}
        />
        <FieldError id={field('excerpt-error')} message={errors.excerpt} />
      </div>
      <div className="space-y-1.5">
        {/* Not a <label for>: the body is a content-editable region, named with aria-labelledby. */}
        <Label id={field('content-label')} tabIndex={-1} onClick={() => focusBody(field('content-label'))}>
          Content
        </Label>
        <RichTextField
          key={draft.version}
          initialContent={draft.initial.content}
          onChange={(html) => setField('content', html ?? draft.initial.content)}
          labelId={field('content-label')}
          describedBy={described('content', field('content-hint'))!}
          invalid={Boolean(errors.content)}
          minHeight={rows.content}
        />
        <p id={field('content-hint')} className="text-sm text-slate-600">
          Press Enter for a new paragraph and Shift+Enter for a line break. Plain text pasted in keeps its paragraphs.
        </p>
        <FieldError id={field('content-error')} message={errors.content} />
      </div>
      <ImageField
        value={draft.values.imageUrl}
        onChange={(value) => setField('imageUrl', value)}
        onBlur={checkImage}
        error={errors.imageUrl}
        inputId={field('imageUrl')}
        csrfToken={csrfToken}
        onUploadingChange={setUploading}
      />

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
        <Button type="submit" disabled={update.isPending || uploading} className="sm:min-w-32">
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={cancel} disabled={update.isPending}>
          Cancel
        </Button>
        <p aria-live="polite" className="text-sm text-slate-600 sm:ml-auto">
          {Object.keys(errors).length ? 'Check the fields marked in red, then save again.' : dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
