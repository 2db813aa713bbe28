// Types of post editing: the post as the staff API serves it, its version (ETag), the form, and the bodies of
// the POST (new post) and PATCH (save, publish, schedule, unpublish, rename) requests.
import type { QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type {
  Acknowledgement,
  Answer,
  Body,
  DeletedPost,
  DiffPiece,
  Finding,
  PostText,
  PostVersionAnswer,
  StaffPost,
  WordingReview,
} from '@/lib/api-types';

/**
 * A blog post as GET /api/admin/blog-posts/{slug}, POST and PATCH /api/admin/blog-posts answer it: content is stored
 * HTML in the policy's subset (or plain text); publishAt is UTC ISO ending in Z, null when not scheduled.
 */
export type EditablePost = StaffPost;

/** A post with the version it was read at: sent back as If-Match so that no one's changes are lost. */
export type VersionedPost = { post: EditablePost; etag: string | null };

/**
 * What the edit form holds: content as HTML, the stored string until the body is edited (issue 12); the address
 * (slug) and the date as typed; the author's member id, '' for no byline; the slugs of the products it is about.
 */
export type PostFormValues = {
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  /** The featured image's description (alt text); empty for none. */
  imageAlt: string;
  slug: string;
  date: string;
  author: string;
  coverages: string[];
};

/** The PATCH body: title, excerpt, content and imageUrl always (the API requires them); the rest only on change. */
export type PostUpdate = Body<'/api/admin/blog-posts/{slug}', 'patch'>;

/** The POST body of a new post. */
export type NewPost = Body<'/api/admin/blog-posts', 'post'>;

/**
 * What a save asks for besides the fields: keep the status ('save'), or move the post to draft, published or
 * scheduled at a Connecticut wall time ("2026-12-01T09:00"); and the wording findings staff reviewed on the way.
 */
export type PublishIntent = (
  | { kind: 'save' }
  | { kind: 'draft' }
  | { kind: 'publish' }
  | { kind: 'schedule'; publishAt: string }
) & { acknowledge?: Acknowledgement[] };

/** The wording review's checklist, as features/wording-review/components/post-checklist.tsx takes it. */
export type PostChecklistProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The words of the button that goes on. */
  action: string;
  text: PostText;
  csrfToken: string;
  reviews: readonly WordingReview[];
  /** The findings a refused write named (409), or null to check the text afresh. */
  refused: readonly Finding[] | null;
  onConfirm: (acknowledge: Acknowledgement[]) => void;
};

/**
 * The wording review the app lends the editor (it lives in features/wording-review): the findings beside the fields
 * as staff type (the admin editor), and the checklist that Publish, Schedule and Update of a public post open first
 * and that a write kept back for its wording opens with the findings.
 */
export type WordingReviewWidgets = {
  Findings?: ComponentType<{ text: PostText; csrfToken: string }>;
  Checklist: ComponentType<PostChecklistProps>;
};

/** "Send as newsletter", lent by the app for a published post: the saved post, the session's token, unsaved changes. */
export type NewsletterWidget = ComponentType<{ slug: string; title: string; csrfToken: string; dirty: boolean }>;

export type { DeletedPost };

/**
 * The query keys a change must refresh, handed in by the app (features do not import each other): a save sets
 * the public detail entry of a published post and refreshes every list under `lists()`, and `staffLists()` too
 * when given (the admin list, Recently deleted).
 */
export type PostQueryKeys = {
  lists: () => QueryKey;
  detail: (slug: string) => QueryKey;
  staffLists?: () => QueryKey;
};

/** Where the editor sits: the admin screen (smaller fields, with address, date and publishing) or the post page. */
export type EditorLayout = 'admin' | 'inline';

/** A field a version changed, as GET /api/admin/blog-posts/{slug}/history names it. */
export type VersionField =
  | 'title'
  | 'excerpt'
  | 'content'
  | 'imageUrl'
  | 'imageAlt'
  | 'author'
  | 'coverages'
  | 'date'
  | 'slug'
  | 'status';

/**
 * One version of a post (one git commit that touched it), newest first in the history: `at` is UTC ISO, `title`
 * null when the version is the deletion, `changed` the VersionFields it touched.
 */
export type PostVersion = PostVersionAnswer;

/** A run of words in the body's word diff; paragraphs are apart by "\n\n" inside the texts. */
export type DiffPart = DiffPiece;

/** GET /api/admin/blog-posts/{slug}/history/{rev}: the version, the post then and at the version before, the body diff. */
export type PostVersionDetail = Answer<'/api/admin/blog-posts/{slug}/history/{rev}', 'get'>;
