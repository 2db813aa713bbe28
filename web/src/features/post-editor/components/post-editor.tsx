// The editor of one post, shared by the admin editor and the inline editor: loads the post with its version,
// keeps the typed text, saves with If-Match ('Saving...', then a toast), and on 412 keeps the text and offers
// 'Reload latest'. Warns before the page is left with unsaved changes.
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
import { ImageField } from '@/features/post-editor/components/image-field';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { formValuesFromPost, postUpdateFromValues, sameValues } from '@/features/post-editor/lib/post-form';
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

const ROWS: Record<EditorLayout, { excerpt: number; content: number }> = {
  admin: { excerpt: 2, content: 15 },
  inline: { excerpt: 3, content: 20 },
};

export const RELOAD_QUESTION = 'Discard your changes and load the latest saved version of this post?';

type Draft = { base: VersionedPost; initial: PostFormValues; values: PostFormValues };

const draftFrom = (base: VersionedPost): Draft => {
  const initial = formValuesFromPost(base.post);
  return { base, initial, values: initial };
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

  const setField = (field: keyof PostFormValues, value: string) =>
    setDraft((current) => (current ? { ...current, values: { ...current.values, [field]: value } } : current));

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || uploading) return;
    const origin = window.location.origin;
    update.mutate(
      { slug, update: postUpdateFromValues(draft.values, origin), etag: draft.base.etag, csrfToken },
      {
        onSuccess: (saved) => {
          setDraft(draftFrom(saved));
          setConflict(false);
          toast({ title: 'Success', description: 'Blog post updated successfully' });
          onSaved?.(saved.post);
        },
        onError: (error) => {
          const isConflict = error instanceof ConflictError;
          if (isConflict) setConflict(true);
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
  const field = (name: string) => `${id}-${name}`;

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
              aria-label="View this post on the site (opens in a new tab)"
              className="inline-flex size-9 items-center justify-center rounded-md border border-navy-200 bg-white text-navy-900 hover:bg-navy-50"
            >
              <ExternalLinkIcon className="size-4" />
            </a>
          </WithTooltip>
          <WithTooltip label="Reload the saved version">
            <Button
              variant="outline"
              size="sm"
              className="w-9 px-0"
              aria-label="Reload the saved version"
              onClick={() => void reloadLatest()}
              disabled={reloading}
            >
              <RefreshIcon className="size-4" />
            </Button>
          </WithTooltip>
        </div>
      </div>

      {conflict ? <ConflictNotice onReload={() => void reloadLatest()} reloading={reloading} /> : null}

      <div className="space-y-1.5">
        <Label htmlFor={field('title')}>Title</Label>
        <Input id={field('title')} value={draft.values.title} onChange={(e) => setField('title', e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('excerpt')}>Excerpt</Label>
        <Textarea
          id={field('excerpt')}
          rows={rows.excerpt}
          value={draft.values.excerpt}
          onChange={(e) => setField('excerpt', e.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={field('content')}>Content</Label>
        <Textarea
          id={field('content')}
          rows={rows.content}
          value={draft.values.content}
          onChange={(e) => setField('content', e.target.value)}
          aria-describedby={field('content-hint')}
        />
        <p id={field('content-hint')} className="text-sm text-slate-600">
          Leave a blank line between paragraphs; a single line break stays a line break.
        </p>
      </div>
      <ImageField
        value={draft.values.imageUrl}
        onChange={(value) => setField('imageUrl', value)}
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
          {dirty ? 'Unsaved changes' : ''}
        </p>
      </div>
    </form>
  );
}
