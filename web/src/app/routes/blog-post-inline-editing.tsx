// Staff tools of the post page (editing the post in place), a chunk of its own that the page loads only while
// the site's inlinePostEditing flag is on: asks who is signed in and, for staff only, loads the inline editor.
import { lazy, Suspense, useEffect } from 'react';
import { useStaffSession } from '@/features/auth/api/get-session';
import { postKeys } from '@/features/blog/api/post-keys';
import type { InlinePostEditorProps } from '@/features/post-editor/components/inline-post-editor';

// With the wording review's checklist, which a save of a public post opens first (the findings panel is the admin
// editor's).
const InlinePostEditor = lazy(() =>
  Promise.all([
    import('@/features/post-editor/components/inline-post-editor'),
    import('@/features/wording-review/components/post-checklist'),
  ]).then(([editor, review]) => ({
    default: (props: InlinePostEditorProps) => <editor.InlinePostEditor {...props} reviewChecklist={review.PostChecklist} />,
  })),
);

type InlineEditingProps = { slug: string; editing: boolean; onEditingChange: (editing: boolean) => void };

export function InlineEditing({ slug, editing, onEditingChange }: InlineEditingProps) {
  const { data: session } = useStaffSession();
  // A member who must still change a temporary password may not edit (the service refuses it) until they do.
  const staff = session?.mustChangePassword ? null : session;

  // Signed out meanwhile: the post comes back.
  useEffect(() => {
    if (!staff && editing) onEditingChange(false);
  }, [staff, editing, onEditingChange]);

  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <InlinePostEditor
        slug={slug}
        username={staff.username}
        csrfToken={staff.csrfToken}
        postKeys={postKeys}
        editing={editing}
        onEditingChange={onEditingChange}
      />
    </Suspense>
  );
}
