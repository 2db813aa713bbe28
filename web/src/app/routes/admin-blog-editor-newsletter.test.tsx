// Tests of "Send as newsletter" in the admin editor: offered for a published post only; the topics, the subject
// (the post's title first), the preview in a sandboxed frame and as text, a test to oneself (or an address typed
// when the account has none); nothing sent without
// a topic or with a time passed; a 409 naming findings lists them to tick and the send goes with them
// acknowledged; an earlier send named with its date and "Send again anyway" (force); a link to the send after.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Finding } from '@/lib/api-types';
import { opened, prepareEditorPage, sent, sentAll, staffRoutes } from '@/testing/editor-page';
import { send, TOPICS } from '@/testing/newsletter-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const SLUG = 'winter-driving-tips';
const SENDS = '/api/admin/newsletter/sends';
const excerpt = 'We guarantee the lowest price in Connecticut.';
const finding: Finding = {
  rule: 'price-claim',
  phrase: 'lowest price',
  phraseAt: excerpt.indexOf('lowest price'),
  excerpt,
  field: 'content',
  message: 'A price claim a regulator could fault.',
  severity: 'risk',
  suggestion: 'we compare quotes from several companies',
};
const previewOf = (subject: string, findings: Finding[] = []) => ({
  subject,
  html: `<html><body style="margin:0"><h1 style="color:#123">${subject}</h1><p>See <a href="https://example.org/x" onclick="steal()">more</a></p><script>window.ran = true</script></body></html>`,
  text: `${subject}\n\nSlow down.`,
  findings,
});
const previewUrl = (subject: string) => `/api/admin/newsletter/preview?${new URLSearchParams({ slug: SLUG, subject })}`;

function api(more: Record<string, (init?: RequestInit) => Response> = {}) {
  return {
    ...staffRoutes,
    ...opened(SLUG),
    ...opened('hurricane-prep'),
    '/api/newsletter/topics': () => jsonResponse(TOPICS),
    [previewUrl('Winter Driving Tips')]: () => jsonResponse(previewOf('Winter Driving Tips')),
    [SENDS]: () => jsonResponse({ sends: [] }),
    ...more,
  };
}

async function openDialog() {
  const user = userEvent.setup();
  renderApp(`/admin/blog-editor?slug=${SLUG}`);
  await user.click(await screen.findByRole('button', { name: 'Send as newsletter' }, slow));
  const dialog = await screen.findByRole('dialog', { name: 'Send as newsletter' }, slow);
  return { user, dialog: within(dialog) };
}

beforeEach(() => prepareEditorPage());

describe('Send as newsletter', { timeout: 30_000 }, () => {
  it('is offered for a published post only', async () => {
    stubFetch(api());
    renderApp('/admin/blog-editor?slug=hurricane-prep');
    await screen.findByLabelText('Title', {}, slow);
    expect(screen.queryByRole('button', { name: 'Send as newsletter' })).toBeNull();
  });

  it('previews the mail with its styles and as text, and sends a test to the member', async () => {
    const fetchMock = stubFetch(api({ 'POST /api/admin/newsletter/test': () => jsonResponse({}, { status: 202 }) }));
    const { user, dialog } = await openDialog();
    expect(dialog.getByLabelText('Subject')).toHaveValue('Winter Driving Tips');
    const shown = await dialog.findByRole('document', { name: 'The e-mail as subscribers will see it' });
    // In a shadow root, its styles set through the CSSOM (the page's CSP refuses style attributes), nothing that runs.
    const heading = shown.shadowRoot?.querySelector('h1');
    expect(heading).toHaveTextContent('Winter Driving Tips');
    expect(heading?.style.color).toBe('rgb(17, 34, 51)');
    expect(shown.shadowRoot?.querySelector('script')).toBeNull();
    const link = shown.shadowRoot?.querySelector('a');
    expect(link?.getAttribute('onclick')).toBeNull();
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(dialog.getByRole('tab', { name: 'Plain text' }));
    expect(dialog.getByLabelText('Plain-text part')).toHaveTextContent('Winter Driving Tips Slow down.');
    await user.click(dialog.getByRole('button', { name: 'Send a test to me' }));
    expect(await dialog.findByText('Test sent to your address, with “[Test]” before the subject.')).toBeVisible();
    const { init, body } = sent(fetchMock, 'POST', '/api/admin/newsletter/test');
    expect(body).toEqual({ slug: SLUG });
    expect((init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('t');
    expect(sent(fetchMock, 'POST', SENDS).init).toBeUndefined();
  });

  it('asks for an address for the test when the account has none', async () => {
    const fetchMock = stubFetch(
      api({
        'POST /api/admin/newsletter/test': (init) =>
          JSON.parse(String(init?.body)).to
            ? jsonResponse({}, { status: 202 })
            : jsonResponse({ message: 'Your account has no e-mail address.', errors: [{ field: 'to', message: 'Give an address.' }] }, { status: 422 }),
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Send a test to me' }));
    expect(await dialog.findByText(/The test could not be sent: Your account has no e-mail address/)).toBeVisible();
    await user.type(dialog.getByLabelText('Send the test to'), 'maria@harborpoint.example');
    await user.click(dialog.getByRole('button', { name: 'Send the test' }));
    expect(await dialog.findByText('Test sent to maria@harborpoint.example, with “[Test]” before the subject.')).toBeVisible();
    expect(sentAll(fetchMock, 'POST', '/api/admin/newsletter/test').map(({ body }) => body)).toEqual([
      { slug: SLUG },
      { slug: SLUG, to: 'maria@harborpoint.example' },
    ]);
  });

  it('sends nothing without a topic, nor for a time that has passed', async () => {
    const fetchMock = stubFetch(api());
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(dialog.getByText(/Choose at least one topic/)).toBeVisible();
    await user.click(dialog.getByRole('checkbox', { name: /Home & auto/ }));
    await user.click(dialog.getByRole('radio', { name: 'Schedule for later' }));
    const when = dialog.getByLabelText('Date and time (Connecticut time)');
    await user.clear(when);
    await user.type(when, '2020-01-01T09:00');
    await user.click(dialog.getByRole('button', { name: 'Schedule the send' }));
    expect(dialog.getByText(/This time has already passed/)).toBeVisible();
    expect(sent(fetchMock, 'POST', SENDS).init).toBeUndefined();
  });

  it('lists the findings a 409 names, and sends again with each one ticked acknowledged', async () => {
    let answers = 0;
    const fetchMock = stubFetch(
      api({
        [`POST ${SENDS}`]: () =>
          (answers += 1) === 1
            ? jsonResponse({ message: 'The post has wording to review.', findings: [finding] }, { status: 409 })
            : jsonResponse(send({ id: 31, state: 'sending' }), { status: 201 }),
      }),
    );
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('checkbox', { name: /Business/ }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    const listed = await dialog.findByTestId('risk-finding');
    expect(listed).toHaveTextContent('A price claim a regulator could fault.');
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    // Not ticked: nothing more is sent.
    expect(dialog.getByText(/tick each one you keep/)).toBeVisible();
    expect(sentAll(fetchMock, 'POST', SENDS)).toHaveLength(1);
    await user.click(within(listed).getByRole('checkbox', { name: 'Reviewed: keep it in the e-mail' }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    const link = await screen.findByRole('link', { name: 'Follow this send on the Newsletter screen' });
    expect(link).toHaveAttribute('href', '/admin/newsletter?view=sends&send=31');
    const [first, second] = sentAll(fetchMock, 'POST', SENDS);
    expect(first!.body).toEqual({ slug: SLUG, topics: ['business'], acknowledge: [] });
    expect(second!.body).toEqual({
      slug: SLUG,
      topics: ['business'],
      acknowledge: [{ rule: 'price-claim', phrase: 'lowest price', excerpt }],
    });
    expect((second!.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('t');
  });

  it('names an earlier send with its date and sends again only with “Send again anyway” (force)', async () => {
    const fetchMock = stubFetch(
      api({
        [SENDS]: () => jsonResponse({ sends: [send(), send({ id: 9, state: 'cancelled', startedAt: null })] }),
        [`POST ${SENDS}`]: () => jsonResponse(send({ id: 32, state: 'scheduled', scheduledAt: '2099-12-01T14:00:00Z', startedAt: null }), { status: 201 }),
      }),
    );
    const { user, dialog } = await openDialog();
    const earlier = await dialog.findByTestId('earlier-send');
    expect(earlier).toHaveTextContent('This post was already sent on Friday, November 20, 2026 at 9:00 AM to Home & auto.');
    await user.click(dialog.getByRole('checkbox', { name: /Home & auto/ }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    expect(dialog.getByText(/Tick “Send again anyway”/)).toBeVisible();
    expect(sent(fetchMock, 'POST', SENDS).init).toBeUndefined();
    await user.click(dialog.getByRole('checkbox', { name: 'Send again anyway' }));
    await user.click(dialog.getByRole('radio', { name: 'Schedule for later' }));
    const when = dialog.getByLabelText('Date and time (Connecticut time)');
    await user.clear(when);
    await user.type(when, '2099-12-01T09:00');
    await user.clear(dialog.getByLabelText('Subject'));
    await user.type(dialog.getByLabelText('Subject'), 'Icy roads ahead');
    await user.click(dialog.getByRole('button', { name: 'Schedule the send' }));
    expect(await screen.findByRole('heading', { name: 'Newsletter scheduled' })).toBeVisible();
    expect(sent(fetchMock, 'POST', SENDS).body).toEqual({
      slug: SLUG,
      topics: ['home-auto'],
      subject: 'Icy roads ahead',
      scheduledAt: '2099-12-01T14:00:00.000Z',
      force: true,
      acknowledge: [],
    });
  });

  it('says so when a 409 without findings shows the post went meanwhile', async () => {
    stubFetch(api({ [`POST ${SENDS}`]: () => jsonResponse({ message: 'This post was already sent.' }, { status: 409 }) }));
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('checkbox', { name: /Home & auto/ }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(dialog.getByTestId('earlier-send')).toHaveTextContent('This post was already sent as a newsletter.'));
    expect(dialog.getByRole('checkbox', { name: 'Send again anyway' })).not.toBeChecked();
  });
});
