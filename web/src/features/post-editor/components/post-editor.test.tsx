// Tests of the admin post editor's publishing tools: Schedule… shows and sends Connecticut wall time, a scheduled
// post says when it appears, a published post's address change warns that the old address forwards, and History
// lists the versions, marks a version's changes with <ins>/<del> and restores one with If-Match.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PostEditor } from '@/features/post-editor/components/post-editor';
import { connecticutWallTime } from '@/lib/connecticut-time';
import { opened, post, prepareEditorPage, sent } from '@/testing/editor-page';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

const slow = { timeout: 15_000 };
const keys = { lists: () => ['blog-posts', 'list'], detail: (slug: string) => ['blog-posts', 'detail', slug] };
function renderEditor(slug: string, props: Partial<Parameters<typeof PostEditor>[0]> = {}) {
  return renderWithProviders(
    <TooltipProvider>
      <PostEditor slug={slug} csrfToken="t" postKeys={keys} layout="admin" onCancel={() => {}} {...props} />
    </TooltipProvider>,
  );
}

beforeEach(() => prepareEditorPage({ wide: true }));

describe('PostEditor publishing', { timeout: 30_000 }, () => {
  it('schedules at the Connecticut time picked, saying when the post will appear', async () => {
    const user = userEvent.setup();
    const scheduled = { ...post('hurricane-prep'), status: 'scheduled', publishAt: '2099-07-04T13:30:00Z', date: '2099-07-04' };
    const fetchMock = stubFetch({
      ...opened('hurricane-prep'),
      'PATCH /api/admin/blog-posts/hurricane-prep': () => jsonResponse(scheduled, { headers: { ETag: '"v2"' } }),
    });
    renderEditor('hurricane-prep');
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this post' });
    const when = within(dialog).getByLabelText('Date and time (Connecticut time)');
    // Tomorrow at 9:00 AM in Connecticut is offered first.
    const tomorrow = connecticutWallTime(Date.now() + 86_400_000).slice(0, 10);
    expect(when).toHaveValue(`${tomorrow}T09:00`);
    expect(when).toHaveAttribute('min', connecticutWallTime(Date.now()));

    await user.clear(when);
    await user.type(when, '2020-01-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(when).toHaveAccessibleDescription(/This time has already passed/);
    expect(sent(fetchMock, 'PATCH', '/api/admin/blog-posts/hurricane-prep').init).toBeUndefined();

    await user.clear(when);
    await user.type(when, '2099-07-04T09:30');
    expect(within(dialog).getByText('Appears on Saturday, July 4, 2099 at 9:30 AM (Connecticut time).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'PATCH', '/api/admin/blog-posts/hurricane-prep').body).toMatchObject({
      status: 'scheduled',
      publishAt: '2099-07-04T09:30',
    });
    expect(screen.getByTestId('post-status')).toHaveTextContent(
      'ScheduledAppears on the site on Saturday, July 4, 2099 at 9:30 AM (Connecticut time).',
    );
    for (const name of ['Update', 'Publish now', 'Reschedule…', 'Unschedule']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('keeps the schedule dialog open with the server’s refusal of the time in plain words', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...opened('hurricane-prep'),
      'PATCH /api/admin/blog-posts/hurricane-prep': () =>
        jsonResponse({ message: 'Invalid', errors: [{ field: 'publishAt', message: 'must be in the future' }] }, { status: 422 }),
    });
    renderEditor('hurricane-prep');
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this post' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(/This time cannot be used/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/must be in the future/)).not.toBeInTheDocument();
  });

  it('changes a published post’s address only on purpose, saying the old one will forward', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const renamed = { ...post('winter-driving-tips'), slug: 'icy-roads' };
    const fetchMock = stubFetch({
      ...opened('winter-driving-tips'),
      'PATCH /api/admin/blog-posts/winter-driving-tips': () => jsonResponse(renamed, { headers: { ETag: '"v2"' } }),
    });
    renderEditor('winter-driving-tips', { onSaved });
    await user.click(await screen.findByRole('button', { name: 'Change address' }, slow));
    const address = screen.getByLabelText('Address');
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(
      `The old address ${paths.blogPost.getHref('winter-driving-tips')} will forward visitors and search engines to the new one, so links to it keep working. Keep the current address`,
    );
    await user.clear(address);
    await user.type(address, 'icy-roads');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(renamed, 'winter-driving-tips'));
    expect(sent(fetchMock, 'PATCH', '/api/admin/blog-posts/winter-driving-tips').body).toMatchObject({ slug: 'icy-roads' });
  });

  it('shows the history, a version’s changes with <ins> and <del>, and restores it with If-Match', async () => {
    const user = userEvent.setup();
    const version = (rev: string, at: string, title: string, event: string, changed: string[]) => ({
      rev: rev.repeat(40),
      shortRev: rev.repeat(7),
      at,
      author: 'maria',
      message: 'Edit post',
      title,
      event,
      changed,
      reviewed: [],
    });
    const versions = [
      version('b', '2026-11-23T20:04:05Z', 'Flood Insurance Basics', 'changed', ['title', 'content']),
      version('a', '2026-11-20T15:00:00Z', 'Flood Basics', 'created', []),
    ];
    const history = '/api/admin/blog-posts/flood-insurance-basics/history';
    const fetchMock = stubFetch({
      ...opened('flood-insurance-basics'),
      [history]: () => jsonResponse({ versions }),
      [`${history}/${'b'.repeat(40)}`]: () =>
        jsonResponse({
          ...versions[0],
          post: post('flood-insurance-basics'),
          previous: { ...post('flood-insurance-basics'), title: 'Flood Basics' },
          bodyDiff: [
            { op: 'same', text: 'Floods are ' },
            { op: 'removed', text: 'never covered' },
            { op: 'added', text: 'excluded' },
            { op: 'same', text: '.' },
          ],
        }),
      '/api/admin/blog-posts/flood-insurance-basics/restore': () =>
        jsonResponse({ ...post('flood-insurance-basics'), title: 'Flood Basics' }, { headers: { ETag: '"v3"' } }),
    });
    renderEditor('flood-insurance-basics');
    await user.click(await screen.findByRole('button', { name: 'History' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'History' });
    const list = await within(dialog).findByRole('list', { name: '2 versions' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Flood Insurance BasicsCurrentNov 23, 2026, 3:04 PM · mariaChanged the title and the body');
    expect(items[1]).toHaveTextContent('Flood BasicsNov 20, 2026, 10:00 AM · mariaCreated the post');

    // Side by side (wide screen): the newest version is shown at once; it is the current one.
    expect(await within(dialog).findByRole('heading', { name: 'Version of Nov 23, 2026, 3:04 PM' })).toBeInTheDocument();
    const marked = (tag: string) => [...dialog.querySelectorAll(tag)].map((node) => node.textContent);
    await waitFor(() => expect(marked('del')).toEqual(['[removed: Flood Basics]', '[removed: never covered]']));
    expect(marked('ins')).toEqual(['[added: Flood Insurance Basics]', '[added: excluded]']);
    expect(within(dialog).getByText('1 word added, 2 words removed. Added words are underlined, removed words struck through.')).toBeInTheDocument();
    expect(within(dialog).getByText('This is the current version of the post.')).toBeInTheDocument();

    fetchMock.mockClear();
    stubFetch({
      ...opened('flood-insurance-basics'),
      [history]: () => jsonResponse({ versions }),
      [`${history}/${'a'.repeat(40)}`]: () =>
        jsonResponse({ ...versions[1], post: { ...post('flood-insurance-basics'), title: 'Flood Basics' }, previous: null, bodyDiff: [{ op: 'added', text: 'Floods are excluded.' }] }),
      '/api/admin/blog-posts/flood-insurance-basics/restore': () =>
        jsonResponse({ ...post('flood-insurance-basics'), title: 'Flood Basics' }, { headers: { ETag: '"v3"' } }),
    });
    await user.click(items[1]!);
    await user.click(await within(dialog).findByRole('button', { name: 'Restore this version' }));
    const question = await screen.findByRole('alertdialog', { name: 'Restore this version?' });
    expect(question).toHaveTextContent('go back to how they were on Nov 20, 2026, 10:00 AM');
    await user.click(within(question).getByRole('button', { name: 'Restore version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('Flood Basics');
    const restore = (globalThis.fetch as ReturnType<typeof stubFetch>).mock.calls.find(([url]) =>
      String(url).endsWith('/restore'),
    )![1]!;
    expect(JSON.parse(String(restore.body))).toEqual({ rev: 'a'.repeat(40) });
    expect(new Headers(restore.headers).get('If-Match')).toBe('"flood-insurance-basics-v1"');
  });
});
