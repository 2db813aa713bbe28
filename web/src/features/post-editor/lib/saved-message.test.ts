// The toast after each kind of save.
import { describe, expect, it } from 'vitest';
import { savedMessage } from '@/features/post-editor/lib/saved-message';
import { editablePost } from '@/testing/fixtures';
import { paths } from '@/config/paths';

const post = editablePost({ slug: 'storm-prep', title: 'Storm Prep' });

describe('savedMessage', () => {
  it('keeps the spec’s notice for an update of a published post, and tells a rename', () => {
    expect(savedMessage({ kind: 'save' }, post, post)).toBe('Blog post updated successfully');
    expect(savedMessage({ kind: 'save' }, { ...post, slug: 'storm-ready' }, post)).toBe(
      `Blog post updated successfully. The old address ${paths.blogPost.getHref('storm-prep')} now forwards to ${paths.blogPost.getHref('storm-ready')}.`,
    );
  });

  it('says whether visitors can see the post', () => {
    const draft = { ...post, status: 'draft' as const };
    expect(savedMessage({ kind: 'save' }, draft)).toBe('Draft saved. Visitors can’t see it until you publish it.');
    expect(savedMessage({ kind: 'publish' }, post, draft)).toBe('Post published. It is on the site now.');
    expect(savedMessage({ kind: 'draft' }, draft, post)).toBe('Post unpublished. It is a draft again and hidden from visitors.');
    const scheduled = { ...post, status: 'scheduled' as const, publishAt: '2026-12-01T14:00:00Z' };
    expect(savedMessage({ kind: 'schedule', publishAt: '2026-12-01T09:00' }, scheduled, draft)).toBe(
      'Post scheduled. It appears on the site on Tuesday, December 1, 2026 at 9:00 AM (Connecticut time).',
    );
    expect(savedMessage({ kind: 'draft' }, draft, scheduled)).toBe('Schedule cancelled. The post is a draft again.');
  });
});
