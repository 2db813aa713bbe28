// Tests of the admin editor route: a visitor is sent to the sign-in page with `next`; staff see every post from
// the staff API with its status (filter, search), ?slug= opens a post in the rich editor with the buttons of its
// status, New post makes the address from the title and saves a draft, Delete asks and offers Undo.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { opened, post, prepareEditorPage, sent, staffRoutes } from '@/testing/editor-page';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const slow = { timeout: 15_000 };
beforeEach(() => prepareEditorPage());

describe('AdminBlogEditorRoute', { timeout: 30_000 }, () => {
  it('sends a visitor to the sign-in page, coming back to the same address', async () => {
    stubFetch({ '/api/auth/session': () => jsonResponse({ message: 'Not signed in' }, { status: 401 }) });
    const { location } = renderApp('/admin/blog-editor?slug=winter-driving-tips');
    await screen.findByRole('heading', { level: 1, name: 'Staff Sign In' }, slow);
    expect(location.history?.at(-1)).toBe('/admin/login?next=%2Fadmin%2Fblog-editor%3Fslug%3Dwinter-driving-tips');
  });

  it('lists every post with its status, filtered by status and searched by title', async () => {
    const user = userEvent.setup();
    stubFetch(staffRoutes);
    renderApp('/admin/blog-editor');
    expect(await screen.findByText('Select a post to edit', {}, slow)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Posts' });
    const item = (name: RegExp) => within(list).getByRole('button', { name });
    expect(item(/Hurricane Prep Checklist/)).toHaveTextContent('Draft');
    expect(item(/Storm Season Reminders/)).toHaveTextContent('Scheduled · Dec 1, 2099, 9:00 AM');
    expect(item(/Winter Driving Tips/)).toHaveTextContent('PublishedJanuary 15, 2024');
    expect(item(/Flood Insurance Basics/)).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('radio', { name: 'Drafts (1)' }));
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Hurricane Prep ChecklistDraftNovember 20, 2026']);
    await user.click(screen.getByRole('radio', { name: 'Published (2)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'FLOOD');
    expect(within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Scheduled (1)' }));
    expect(screen.getByText('No scheduled posts with “FLOOD” in the title.')).toBeInTheDocument();
    expect(screen.getByText('Nothing deleted lately.')).toBeInTheDocument();
  });

  it('opens the post named by ?slug= with its content as formatted text and a published post’s buttons', async () => {
    stubFetch({ ...staffRoutes, ...opened('flood-insurance-basics') });
    renderApp('/admin/blog-editor?slug=flood-insurance-basics');
    expect(await screen.findByLabelText('Title', {}, slow)).toHaveValue('Flood Insurance Basics');
    const content = await screen.findByRole('textbox', { name: 'Content' });
    expect(content).toHaveAttribute('aria-multiline', 'true');
    expect(content).toHaveAttribute('contenteditable', 'true');
    expect(content).toHaveTextContent('Floods are excluded.');
    for (const name of ['Bold', 'Italic', 'Link', 'Heading 2', 'Heading 3', 'Quote', 'Bulleted list', 'Numbered list', 'Table']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(screen.getByLabelText('Excerpt')).toHaveAttribute('rows', '2');
    expect(screen.getByLabelText('Date')).toHaveValue('2023-11-02');
    expect(screen.getByTestId('post-status')).toHaveTextContent('PublishedVisitors can see it on the site. Saved changes appear at once.');
    for (const name of ['Update', 'Unpublish', 'Delete', 'History', 'Change address']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View post (opens in a new tab)' })).toHaveAttribute(
      'href',
      paths.blogPost.getHref('flood-insurance-basics'),
    );
    expect(await screen.findByRole('button', { name: /Flood Insurance Basics/ })).toHaveAttribute('aria-current', 'true');
  });

  it('gives a draft Publish, Save draft and Schedule…, a Preview link, and an editable address', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      ...staffRoutes,
      ...opened('hurricane-prep'),
      'PATCH /api/admin/blog-posts/hurricane-prep': () =>
        jsonResponse({ ...post('hurricane-prep'), status: 'published' }, { headers: { ETag: '"v2"' } }),
      '/api/admin/blog-posts/checks': () => jsonResponse([]),
    });
    renderApp('/admin/blog-editor?slug=hurricane-prep');
    const address = await screen.findByLabelText('Address', {}, slow);
    expect(address).toHaveValue('hurricane-prep');
    expect(screen.getByTestId('post-status')).toHaveTextContent('DraftOnly signed-in staff can see it.');
    // A draft's saves stay hidden: nothing says they appear at once.
    expect(screen.queryByText(/appear at once/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/admin/preview/hurricane-prep',
    );
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveAttribute('type', 'submit');

    await user.clear(address);
    await user.type(address, 'Hurricane Prep');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(address).toHaveAccessibleDescription(/Use only lowercase letters, numbers and single hyphens/);
    expect(sent(fetchMock, 'PATCH', '/api/admin/blog-posts/hurricane-prep').init).toBeUndefined();

    await user.clear(address);
    await user.type(address, 'hurricane-prep');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // With nothing to review, Publish goes on in one click: no checklist.
    expect(await screen.findByText('Post published. It is on the site now.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Check the wording before it goes public' })).not.toBeInTheDocument();
    const { init, body } = sent(fetchMock, 'PATCH', '/api/admin/blog-posts/hurricane-prep');
    expect(body).toEqual({
      title: 'Hurricane Prep Checklist',
      excerpt: 'Five steps before the storm.',
      content: '<p>Trim the trees.</p>',
      imageUrl: null,
      author: null,
      coverages: [],
      status: 'published',
    });
    expect(new Headers(init!.headers).get('If-Match')).toBe('"hurricane-prep-v1"');
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('makes a new post’s address from the title, saves it as a draft and opens it', async () => {
    const user = userEvent.setup();
    const created = { ...post('hurricane-prep'), id: 9, slug: 'cafe-creme', title: 'Café crème' };
    const fetchMock = stubFetch({
      ...staffRoutes,
      '/api/admin/slug?title=Caf%C3%A9+cr%C3%A8me': () => jsonResponse({ slug: 'cafe-creme' }),
      'POST /api/admin/blog-posts': () => jsonResponse(created, { status: 201, headers: { ETag: '"new"' } }),
      ...{ '/api/admin/blog-posts/cafe-creme': () => jsonResponse(created, { headers: { ETag: '"new"' } }) },
    });
    const { location } = renderApp('/admin/blog-editor');
    await user.click(await screen.findByRole('button', { name: 'New post' }, slow));
    expect(screen.getByRole('heading', { level: 2, name: 'New post' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' }));

    await user.type(screen.getByLabelText('Title'), 'Café crème');
    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('cafe-creme'));
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(
      'Made from the title. You can change it until the post is published.',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Visitors can’t see it until you publish it.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/admin/blog-posts').body).toMatchObject({
      title: 'Café crème',
      slug: 'cafe-creme',
      status: 'draft',
      imageUrl: null,
    });
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/blog-editor?slug=cafe-creme'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Edit post' })).toBeInTheDocument();
  });

  it("starts a new post by the signed-in account's team member, who can be changed or left out", async () => {
    const user = userEvent.setup();
    const authors = [
      { id: 'eleanor-whitcomb', name: 'Eleanor Whitcomb', role: 'Principal Agent' },
      { id: 'thomas-whitcomb', name: 'Thomas Whitcomb', role: 'Agent' },
    ];
    stubFetch({
      ...staffRoutes,
      '/api/auth/session': () => jsonResponse({ username: 'tom', csrfToken: 't', member: 'thomas-whitcomb' }),
      '/api/authors': () => jsonResponse(authors),
    });
    renderApp('/admin/blog-editor?new=1');
    const author = await screen.findByRole('combobox', { name: 'Author' }, slow);
    await waitFor(() => expect(author).toHaveDisplayValue('Thomas Whitcomb, Agent'));
    expect(within(author).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No byline',
      'Eleanor Whitcomb, Principal Agent',
      'Thomas Whitcomb, Agent',
    ]);
    await user.selectOptions(author, 'No byline');
    expect(author).toHaveValue('');
  });

  it('deletes after asking, then Undo in the toast brings the post back', async () => {
    const user = userEvent.setup();
    const deleted = { slug: 'winter-driving-tips', id: 2, title: 'Winter Driving Tips', deletedAt: '2026-11-23T20:00:00Z', deletedBy: 'maria' };
    const fetchMock = stubFetch({
      ...staffRoutes,
      ...opened('winter-driving-tips'),
      'DELETE /api/admin/blog-posts/winter-driving-tips': () => jsonResponse(deleted),
      '/api/admin/blog-posts/winter-driving-tips/restore': () =>
        jsonResponse(post('winter-driving-tips'), { headers: { ETag: '"back"' } }),
    });
    renderApp('/admin/blog-editor?slug=winter-driving-tips');
    await screen.findByLabelText('Title', {}, slow);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(question).toHaveTextContent('“Winter Driving Tips” will be taken off the site at once.');
    await user.click(within(question).getByRole('button', { name: 'Keep post' }));
    expect(sent(fetchMock, 'DELETE', '/api/admin/blog-posts/winter-driving-tips').init).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('“Winter Driving Tips” was deleted.')).toBeInTheDocument();
    expect(new Headers(sent(fetchMock, 'DELETE', '/api/admin/blog-posts/winter-driving-tips').init!.headers).get('If-Match')).toBe(
      '"winter-driving-tips-v1"',
    );
    expect(screen.getByText('Select a post to edit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('“Winter Driving Tips” is back, with its history.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/api/admin/blog-posts/winter-driving-tips/restore').body).toEqual({});
    expect(await screen.findByLabelText('Title')).toHaveValue('Winter Driving Tips');
  });
});
