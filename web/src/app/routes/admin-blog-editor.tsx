// Blog Post Editor (/admin/blog-editor): for signed-in staff only (else on to /admin/login?next=…).
// The list of every post (status, filter, search), New post, and Recently deleted on the left; the editor of the
// chosen post (?slug=) or the new-post form (?new=1) on the right (a published post's offers "Send as newsletter"); the
// staff header above. Deleting offers Undo in its toast.
import { useEffect, useId, useRef, type ComponentProps, type RefObject } from 'react';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { useRestoreDeletedPost } from '@/features/admin-editor/api/restore-deleted-post';
import { staffPostKeys } from '@/features/admin-editor/api/staff-post-keys';
import { PostBrowser } from '@/features/admin-editor/components/post-browser';
import { RecentlyDeleted } from '@/features/admin-editor/components/recently-deleted';
import { SelectPostPrompt } from '@/features/admin-editor/components/select-post-prompt';
import { useEditorSelection, type EditorSelection } from '@/features/admin-editor/lib/use-editor-selection';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import type { StaffSession } from '@/features/auth/types';
import { postKeys } from '@/features/blog/api/post-keys';
import { NewPostEditor } from '@/features/post-editor/components/new-post-editor';
import { PostEditor } from '@/features/post-editor/components/post-editor';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { confirmDiscard } from '@/features/post-editor/lib/unsaved-changes';
import { SendNewsletterButton } from '@/features/newsletter-staff/components/send-newsletter-button';
import type { DeletedPost, NewsletterWidget, PostQueryKeys, WordingReviewWidgets } from '@/features/post-editor/types';
import { FindingText } from '@/features/wording-review/components/finding-text';
import { PostChecklist } from '@/features/wording-review/components/post-checklist';
import { PostFindings } from '@/features/wording-review/components/post-findings';
import { usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';

/** A change refreshes the public lists and the staff lists (every post, Recently deleted). */
const editorPostKeys: PostQueryKeys = {
  lists: postKeys.lists,
  detail: postKeys.detail,
  staffLists: () => staffPostKeys.all,
};

/** The wording review lent to the editor: findings as staff type, the checklist before a post goes public. */
const WORDING_REVIEW: WordingReviewWidgets = { Findings: PostFindings, Checklist: PostChecklist };

/** "Send as newsletter", with the wording review's words for the findings it asks to tick. */
function SendAsNewsletter(props: ComponentProps<NewsletterWidget>) {
  return <SendNewsletterButton {...props} FindingText={FindingText} />;
}

/** How long the toast with Undo stays: twice the usual 5 s, to reach the button. */
export const UNDO_TOAST_MS = 10_000;

export function AdminBlogEditorRoute() {
  usePageTitle(paths.blogEditor.title);
  const session = useStaffOnly();
  const { editorColumnRef, ...choice } = useEditorChoice();
  const deleted = useBringBack(session.data, choice.choose);

  return (
    <TooltipProvider>
      <AdminWorkspace
        title={paths.blogEditor.title}
        intro="Edit the news and blog posts of the site."
        confirmSignOut={() => confirmDiscard(choice.unsavedChanges())}
      >
        <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>
          {(staff) => <EditorScreen staff={staff} choice={choice} editorColumnRef={editorColumnRef} deleted={deleted} />}
        </StaffScreenState>
      </Container>
        <Toaster />
      </AdminWorkspace>
    </TooltipProvider>
  );
}

const sameSelection = (a: EditorSelection, b: EditorSelection) =>
  a === b || (a !== null && b !== null && a !== 'new' && b !== 'new' && a.slug === b.slug);

/**
 * What the editor column shows, whether it holds unsaved changes (told by its editor through `setDirty`), and
 * `choose` to open something else in it.
 */
function useEditorChoice() {
  const [selection, select] = useEditorSelection();
  const dirty = useRef(false);
  const editorColumnRef = useRef<HTMLDivElement>(null);
  // What is open now, for callbacks made earlier (the Undo of a toast).
  const current = useRef(selection);
  useEffect(() => {
    current.current = selection;
  });

  /** Open `next` in the editor column (asking first when unsaved changes would be lost). */
  const choose = (next: EditorSelection, { ask = true }: { ask?: boolean } = {}) => {
    if (sameSelection(next, current.current) || (ask && !confirmDiscard(dirty.current))) return;
    dirty.current = false;
    select(next);
    // On narrow screens the editor sits below the list: bring it into view.
    if (next && window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => editorColumnRef.current?.scrollIntoView({ block: 'start' }));
    }
  };

  const slug = selection !== null && selection !== 'new' ? selection.slug : null;
  const setDirty = (value: boolean) => {
    dirty.current = value;
  };
  const unsavedChanges = () => dirty.current;
  return { selection, slug, choose, setDirty, unsavedChanges, editorColumnRef };
}

type EditorChoice = Omit<ReturnType<typeof useEditorChoice>, 'editorColumnRef'>;

/** Undo, or Restore under Recently deleted: the post comes back and opens in the editor. */
function useBringBack(staff: StaffSession | null | undefined, choose: EditorChoice['choose']) {
  const restoreDeleted = useRestoreDeletedPost(postKeys.lists());

  const bringBack = (post: { slug: string; title: string }) => {
    if (!staff) return;
    restoreDeleted.mutate(
      { slug: post.slug, csrfToken: staff.csrfToken },
      {
        onSuccess: (restored) => {
          toast({ title: 'Success', description: `“${restored.title}” is back, with its history.` });
          choose({ slug: restored.slug });
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: failureMessage(error) }),
      },
    );
  };

  /** The post being brought back, while it is. */
  const restoring = restoreDeleted.isPending ? (restoreDeleted.variables?.slug ?? null) : null;
  return { bringBack, restoring };
}

type EditorScreenProps = {
  staff: StaffSession;
  choice: EditorChoice;
  editorColumnRef: RefObject<HTMLDivElement | null>;
  deleted: ReturnType<typeof useBringBack>;
};

function EditorScreen({ staff, choice, editorColumnRef, deleted }: EditorScreenProps) {
  const { selection, slug, choose } = choice;

  return (
    // Recently deleted sits under the list on a wide screen and after the editor on a phone.
    <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
      <PostsColumn selectedSlug={slug} choose={choose} />
      <div ref={editorColumnRef} className="min-w-0 scroll-mt-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {selection === 'new' || slug ? (
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
            <OpenEditor staff={staff} choice={choice} bringBack={deleted.bringBack} />
          </div>
        ) : (
          <SelectPostPrompt onNewPost={() => choose('new')} />
        )}
      </div>
      <RecentlyDeleted onRestore={deleted.bringBack} restoring={deleted.restoring} />
    </div>
  );
}

/** The list of every post, with New post above it. */
function PostsColumn({ selectedSlug, choose }: { selectedSlug: string | null; choose: EditorChoice['choose'] }) {
  const listHeadingId = useId();
  return (
    <section aria-labelledby={listHeadingId} className="min-w-0">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={listHeadingId} className="text-lg font-bold text-navy-900">
          Posts
        </h2>
        <Button size="sm" onClick={() => choose('new')}>
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" className="size-4">
            <path d="M12 5v14M5 12h14" />
          </svg>
          New post
        </Button>
      </div>
      <PostBrowser selectedSlug={selectedSlug} onSelect={(next) => choose({ slug: next })} labelledBy={listHeadingId} />
    </section>
  );
}

/** The new-post form or the editor of the chosen post; a deletion closes it and offers Undo in its toast. */
function OpenEditor({ staff, choice, bringBack }: { staff: StaffSession; choice: EditorChoice; bringBack: (post: DeletedPost) => void }) {
  const { slug, choose } = choice;
  const editorProps = {
    csrfToken: staff.csrfToken,
    postKeys: editorPostKeys,
    onDirtyChange: choice.setDirty,
    onCancel: () => choose(null, { ask: false }),
    review: WORDING_REVIEW,
  };

  if (choice.selection === 'new') {
    return (
      <NewPostEditor
        {...editorProps}
        defaultAuthor={staff.member}
        onCreated={(post) => choose({ slug: post.slug }, { ask: false })}
      />
    );
  }
  return (
    <PostEditor
      {...editorProps}
      key={slug}
      slug={slug!}
      layout="admin"
      newsletter={SendAsNewsletter}
      onSaved={(post, previousSlug) => {
        if (post.slug !== previousSlug) choose({ slug: post.slug }, { ask: false });
      }}
      onDeleted={(deleted) => {
        choose(null, { ask: false });
        toast({
          title: 'Post deleted',
          description: `“${deleted.title}” was deleted.`,
          action: {
            label: 'Undo',
            altText: 'Undo the deletion. The post is also under Recently deleted.',
            onAction: () => bringBack(deleted),
          },
          duration: UNDO_TOAST_MS,
        });
      }}
    />
  );
}
