// What the toast says after a save, in plain words: what happened to the post and whether visitors can see it.
import { paths } from '@/config/paths';
import type { EditablePost, PublishIntent } from '@/features/post-editor/types';
import { formatConnecticutLong } from '@/lib/connecticut-time';

/** The notice for a saved post that stays published (the wording staff have always seen after Update). */
export const UPDATED_MESSAGE = 'Blog post updated successfully';

const appears = (post: EditablePost) =>
  post.publishAt ? `on ${formatConnecticutLong(post.publishAt)} (Connecticut time)` : 'at its scheduled time';

/** `before` is the post as it was (absent for a new post). */
export function savedMessage(intent: PublishIntent, saved: EditablePost, before?: EditablePost): string {
  const moved =
    before && before.slug !== saved.slug && saved.status === 'published'
      ? ` The old address ${paths.blogPost.getHref(before.slug)} now forwards to ${paths.blogPost.getHref(saved.slug)}.`
      : '';
  switch (intent.kind) {
    case 'publish':
      return `Post published. It is on the site now.${moved}`;
    case 'schedule':
      return `Post scheduled. It appears on the site ${appears(saved)}.`;
    case 'draft':
      return before?.status === 'scheduled'
        ? 'Schedule cancelled. The post is a draft again.'
        : 'Post unpublished. It is a draft again and hidden from visitors.';
    case 'save':
      if (saved.status === 'draft') return 'Draft saved. Visitors can’t see it until you publish it.';
      if (saved.status === 'scheduled') return `Changes saved. The post appears on the site ${appears(saved)}.`;
      return moved ? `${UPDATED_MESSAGE}.${moved}` : UPDATED_MESSAGE;
  }
}
