// Tests of the admin editor route: a visitor is sent to the sign-in page with `next`; staff see the list and
// the prompt, and ?slug= opens that post in the rich editor with its toolbar.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { blogPosts, injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const summaries = blogPosts.map(({ content: _content, ...rest }) => rest);

beforeEach(() => {
  injectSiteFactsTag();
});

describe('AdminBlogEditorRoute', { timeout: 30_000 }, () => {
  it('sends a visitor to the sign-in page, coming back to the same address', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    const { location } = renderApp('/admin/blog-editor?slug=winter-driving-tips');
    await screen.findByRole('heading', { level: 1, name: 'Staff Sign In' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/login?next=%2Fadmin%2Fblog-editor%3Fslug%3Dwinter-driving-tips');
  });

  it('shows the post list and the prompt to pick a post', async () => {
    stubFetch({
      '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }),
      '/api/blog-posts?view=summary': () => jsonResponse(summaries),
      '/api/blog-posts/flood-insurance-basics': () => jsonResponse(blogPosts[1], { headers: { ETag: '"v1"' } }),
    });
    renderApp('/admin/blog-editor');
    expect(await screen.findByText('Select a post to edit', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Winter Driving Tips/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Flood Insurance Basics/ })).not.toHaveAttribute('aria-current');
  });

  it('opens the post named by ?slug= with its content as formatted text', async () => {
    stubFetch({
      '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 't' }),
      '/api/blog-posts?view=summary': () => jsonResponse(summaries),
      '/api/blog-posts/flood-insurance-basics': () => jsonResponse(blogPosts[1], { headers: { ETag: '"v1"' } }),
    });
    renderApp('/admin/blog-editor?slug=flood-insurance-basics');
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue('Flood Insurance Basics');
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(content).toHaveTextContent('Floods are excluded.');
    for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByLabelText('Excerpt')).toHaveAttribute('rows', '2');
    expect(await screen.findByRole('button', { name: /Flood Insurance Basics/ })).toHaveAttribute('aria-current', 'true');
  });
});
