// Tests of the post preview: staff see a draft as visitors will, under a banner saying it is a preview, in the
// staff workspace; a visitor is sent to the sign-in page; an unknown post says so.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag, staffPosts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const session = () => jsonResponse({ username: 'maria', csrfToken: 't' });

beforeEach(() => {
  injectSiteFactsTag();
});

describe('AdminPostPreviewRoute', { timeout: 30_000 }, () => {
  it('shows a draft with the post page’s article, marked as a preview nobody else can see', async () => {
    stubFetch({
      '/api/auth/session': session,
      '/api/admin/blog-posts/hurricane-prep': () => jsonResponse(staffPosts[0], { headers: { ETag: '"v1"' } }),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/admin/preview/hurricane-prep');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hurricane Prep Checklist' }, slow)).toBeInTheDocument();
    const banner = screen.getByRole('note', { name: 'Preview' });
    expect(banner).toHaveTextContent('PreviewDraftVisitors can’t see this draft. This is how it will look once it is published.');
    expect(within(banner).getByRole('link', { name: 'Back to the editor' })).toHaveAttribute(
      'href',
      '/admin/blog-editor?slug=hurricane-prep',
    );
    const article = screen.getByRole('article', { name: 'Hurricane Prep Checklist' });
    expect(article).toHaveTextContent('November 20, 2026');
    expect(article).toHaveTextContent('Trim the trees.');
    // In the staff workspace, under Posts, without the public header and footer.
    const nav = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(nav.getByRole('link', { current: 'page' })).toHaveTextContent('Posts');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('tells when a scheduled post will appear', async () => {
    stubFetch({
      '/api/auth/session': session,
      '/api/admin/blog-posts/storm-season': () => jsonResponse(staffPosts[1]),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/admin/preview/storm-season');
    expect(await screen.findByRole('note', { name: 'Preview' }, slow)).toHaveTextContent(
      'Visitors can’t see this post until Tuesday, December 1, 2099 at 9:00 AM (Connecticut time).',
    );
  });

  it('sends a visitor to the sign-in page and says when there is no such post', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    const { location } = renderApp('/admin/preview/hurricane-prep');
    await screen.findByRole('heading', { level: 1, name: 'Staff Sign In' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/login?next=%2Fadmin%2Fpreview%2Fhurricane-prep');

    stubFetch({ '/api/auth/session': session });
    renderApp('/admin/preview/no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' }, slow)).toBeInTheDocument();
  });
});
