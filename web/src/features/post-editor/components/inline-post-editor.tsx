// Inline edit mode of the post page, loaded only for signed-in staff while the site's
// inlinePostEditing flag is on: a staff bar with the 'Edit post' toggle and, in edit mode, the editor (the page
// hides the post meanwhile). A save updates the cached post, refreshes the lists and leaves edit mode.
// Brings its own toasts and tooltips.
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PencilIcon } from '@/features/post-editor/components/editor-icons';
import { PostEditor } from '@/features/post-editor/components/post-editor';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import type { PostQueryKeys, WordingReviewWidgets } from '@/features/post-editor/types';
import { cn } from '@/lib/cn';

export type InlinePostEditorProps = {
  slug: string;
  username: string;
  csrfToken: string;
  postKeys: PostQueryKeys;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** The wording review's checklist, lent by the app: a save of a public post opens it first. */
  reviewChecklist?: WordingReviewWidgets['Checklist'];
};

export function InlinePostEditor(props: InlinePostEditorProps) {
  const { slug, username, csrfToken, postKeys, editing, onEditingChange, reviewChecklist } = props;
  const bar = useRef<HTMLDivElement>(null);
  const dirty = useRef(false);

  const switchTo = (next: boolean) => {
    dirty.current = false;
    onEditingChange(next);
    // The post and the form differ in height: keep the bar (and what follows it) in view.
    requestAnimationFrame(() => bar.current?.scrollIntoView({ block: 'nearest' }));
  };

  const toggle = () => {
    if (editing && !confirmDiscard(dirty.current)) return;
    switchTo(!editing);
  };

  return (
    <TooltipProvider>
      <div
        ref={bar}
        className="mb-8 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-teal-200 bg-teal-50 px-4 py-3"
      >
        <p className="text-sm text-teal-900">
          Staff tools · signed in as <span className="font-semibold">{username}</span>
        </p>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={editing}
          onClick={toggle}
          className={cn(editing && 'border-teal-700 bg-teal-700 text-white hover:bg-teal-800')}
        >
          <PencilIcon className="size-4" />
          Edit post
        </Button>
      </div>
      {editing ? (
        <PostEditor
          key={slug}
          slug={slug}
          csrfToken={csrfToken}
          postKeys={postKeys}
          layout="inline"
          headingLevel={1}
          review={reviewChecklist ? { Checklist: reviewChecklist } : undefined}
          // The editor has asked before discarding anything.
          onCancel={() => switchTo(false)}
          onSaved={() => switchTo(false)}
          onDirtyChange={(value) => {
            dirty.current = value;
          }}
        />
      ) : null}
      {/* Below the text rather than over the site header, whose phone number must stay in reach. */}
      <Toaster place="bottom" />
    </TooltipProvider>
  );
}
