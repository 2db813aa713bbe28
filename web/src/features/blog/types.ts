// Blog post as served by GET /api/blog-posts and /api/blog-posts/{slug}: the generated API types by their blog names.
import type { PublicPost, PublicPostSummary } from '@/lib/api-types';

/** A public post: date is "YYYY-MM-DD" (sortable), content plain text or HTML paragraphs. */
export type BlogPost = PublicPost;

/** A post in GET /api/blog-posts?view=summary: everything but its content. */
export type PostSummary = PublicPostSummary;
