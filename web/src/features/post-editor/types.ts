// Types of post editing: the post as the API serves it, its version (ETag), the form and the PATCH body.
import type { QueryKey } from '@tanstack/react-query';

/** A blog post as GET/PATCH /api/blog-posts/{slug} answer it. */
export type EditablePost = {
  id: string | number;
  slug: string;
  title: string;
  date: string;
  excerpt: string;
  /** Stored HTML in the policy's subset (or plain text). */
  content: string;
  imageUrl: string | null;
};

/** A post with the version it was read at: sent back as If-Match so that no one's changes are lost. */
export type VersionedPost = { post: EditablePost; etag: string | null };

/** What the edit form holds: content as HTML, the stored string until the body is edited (issue 12). */
export type PostFormValues = { title: string; excerpt: string; content: string; imageUrl: string };

/** The PATCH body (spec §7). */
export type PostUpdate = { title: string; excerpt: string; content: string; imageUrl: string | null };

/**
 * The blog's query-key factory, handed in by the app (features do not import each other): a save sets the
 * post's detail entry and refreshes every list under `lists()`.
 */
export type PostQueryKeys = { lists: () => QueryKey; detail: (slug: string) => QueryKey };

/** Admin editor: excerpt 2 rows, content 15; inline editor: 3 and 20 (spec §9). */
export type EditorLayout = 'admin' | 'inline';
