// Tests of the wording review in the admin editor route: Update of a published or scheduled post with nothing to
// review saves in one click, no dialog; saving a draft goes straight on; a save the server keeps back for a risk
// finding (409) opens the checklist with the findings it named and goes on with them reviewed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '@/lib/api-types';
import { opened, post, prepareEditorPage, sentAll, staffRoutes } from '@/testing/editor-page';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const CHECKLIST = 'Check the wording before it goes public';
const priceClaim: Finding = {
  rule: 'price-claim',
  severity: 'risk',
  message: 'A price claim the agency cannot stand behind.',
  excerpt: 'We guarantee the lowest price.',
  suggestion: 'Say that the agency compares quotes.',
  phrase: 'lowest price',
  field: 'content',
  phraseAt: 17,
};
const acknowledged = { rule: 'price-claim', phrase: 'lowest price', excerpt: 'We guarantee the lowest price.' };

/** The routes of the editor opened on `slug`, with the checks answering `findings` and PATCH answering `patch`. */
function editorRoutes(slug: string, findings: Finding[], patch: (init?: RequestInit) => Response) {
  return {
    ...staffRoutes,
    ...opened(slug),
    [`PATCH /api/admin/blog-posts/${slug}`]: patch,
    '/api/admin/blog-posts/checks': () => jsonResponse(findings),
  };
}

const saved = (slug: string) => () => jsonResponse(post(slug), { headers: { ETag: '"v2"' } });

/** The bodies of the PATCH requests sent to `url`, in order. */
const patches = (fetchMock: ReturnType<typeof stubFetch>, url: string) => sentAll(fetchMock, 'PATCH', url).map(({ body }) => body);

beforeEach(() => prepareEditorPage());

describe('AdminBlogEditorRoute wording review', { timeout: 30_000 }, () => {
  it.each(['flood-insurance-basics', 'storm-season'])('updates %s with nothing to review in one click', async (slug) => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(editorRoutes(slug, [], saved(slug)));
    renderApp(`/admin/blog-editor?slug=${slug}`);
    await user.click(await screen.findByRole('button', { name: 'Update' }, slow));
    await waitFor(() => expect(patches(fetchMock, `/api/admin/blog-posts/${slug}`)).toHaveLength(1));
    expect(patches(fetchMock, `/api/admin/blog-posts/${slug}`)[0]).not.toHaveProperty('acknowledge');
    expect(screen.queryByRole('dialog', { name: CHECKLIST })).not.toBeInTheDocument();
  });

  it('saves a draft at once, without the checklist', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(editorRoutes('hurricane-prep', [priceClaim], saved('hurricane-prep')));
    renderApp('/admin/blog-editor?slug=hurricane-prep');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }, slow));
    await waitFor(() => expect(patches(fetchMock, '/api/admin/blog-posts/hurricane-prep')).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: CHECKLIST })).not.toBeInTheDocument();
  });

  it('asks about a risk finding: the Update the server keeps back opens the checklist, then goes reviewed', async () => {
    const user = userEvent.setup();
    const slug = 'flood-insurance-basics';
    const answers = [
      () => jsonResponse({ message: 'This post has wording to review before it goes public.', findings: [priceClaim] }, { status: 409 }),
      saved(slug),
    ];
    const fetchMock = stubFetch(editorRoutes(slug, [], () => answers.shift()!()));
    renderApp(`/admin/blog-editor?slug=${slug}`);
    await user.click(await screen.findByRole('button', { name: 'Update' }, slow));

    // One click sends the save; the server finds wording to review and writes nothing.
    const box = await screen.findByRole('checkbox', { name: "I've reviewed this wording" });
    const checklist = screen.getByRole('dialog', { name: CHECKLIST });
    expect(within(checklist).getByText('lowest price')).toBeInTheDocument();
    expect(patches(fetchMock, `/api/admin/blog-posts/${slug}`)).toHaveLength(1);

    await user.click(box);
    await user.click(within(checklist).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(patches(fetchMock, `/api/admin/blog-posts/${slug}`)).toHaveLength(2));
    expect(patches(fetchMock, `/api/admin/blog-posts/${slug}`)[1]).toMatchObject({ acknowledge: [acknowledged] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CHECKLIST })).not.toBeInTheDocument());
  });
});
