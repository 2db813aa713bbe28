// Tests of the form a document's schema makes: each field's widget chosen from its type and hint, lists with
// named Add / Remove / Move buttons, an optional group's null box, a refusal's problems beside their fields (the
// first focused), a 412 keeping what is typed, and a restore from History kept back for its wording going on once
// the checklist is confirmed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DocumentWidgets } from '@/features/document-editor/components/document-form-context';
import type { DocumentSchema, JsonValue } from '@/features/document-editor/types';
import type { Finding } from '@/lib/api-types';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { renderDocumentForm } from '@/testing/document-form';

const SCHEMA: DocumentSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Agency name' },
    yearOpened: { type: 'integer' },
    email: { type: 'string', 'x-widget': 'email' },
    description: { type: 'string', 'x-widget': 'textarea' },
    content: { type: 'string', 'x-widget': 'html', title: 'Text' },
    logo: { type: 'string', 'x-widget': 'image' },
    kind: { enum: ['vehicle', 'property'], type: 'string' },
    showButtons: { type: 'boolean', title: 'Show the buttons' },
    claimsPhone: { anyOf: [{ type: 'string' }, { type: 'null' }], title: '24-hour claims phone', 'x-widget': 'tel', default: null },
    hours: { $ref: '#/$defs/Week', title: 'Office hours' },
    agents: { type: 'array', items: { $ref: '#/$defs/Agent' } },
    towns: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }], default: null },
  },
  required: ['name', 'yearOpened', 'email', 'description', 'content', 'logo', 'kind', 'showButtons', 'hours', 'agents'],
  $defs: {
    Week: {
      type: 'object',
      properties: { saturday: { anyOf: [{ $ref: '#/$defs/Day' }, { type: 'null' }], 'x-null-label': 'Closed' } },
      required: ['saturday'],
    },
    Day: {
      type: 'object',
      properties: { opens: { type: 'string', 'x-widget': 'time' }, closes: { type: 'string', 'x-widget': 'time' } },
      required: ['opens', 'closes'],
    },
    Agent: {
      type: 'object',
      properties: { name: { type: 'string' }, email: { type: 'string', 'x-widget': 'email' } },
      required: ['name', 'email'],
    },
  },
};

const VALUE = {
  name: 'Harbor Point',
  yearOpened: 1986,
  email: 'hello@example.com',
  description: 'A family agency.',
  content: '<p>About us</p>',
  logo: '/media/logo.png',
  kind: 'vehicle',
  showButtons: true,
  claimsPhone: null,
  hours: { saturday: { opens: '09:00', closes: '12:00' } },
  agents: [
    { name: 'Jane Doe', email: 'jane@example.com' },
    { name: 'Sam Roe', email: 'sam@example.com' },
  ],
};

const WIDGETS: DocumentWidgets = {
  RichText: ({ labelId, initialContent, onChange }) => (
    <div role="textbox" aria-labelledby={labelId} data-testid="rich-text" onClick={() => onChange('<p>Changed</p>')}>
      {initialContent}
    </div>
  ),
  ImageUpload: ({ fileId }) => <input id={fileId} type="file" aria-label="Upload an image" />,
};

const URL = '/api/admin/documents/site';

const renderForm = (value: JsonValue = VALUE) => renderDocumentForm({ schema: SCHEMA, value, widgets: WIDGETS });

function sentBody(fetchMock: ReturnType<typeof stubFetch>) {
  const init = fetchMock.mock.calls.find(([input, options]) => input === URL && options?.method === 'PUT')?.[1];
  return { body: JSON.parse(String(init?.body)) as typeof VALUE, headers: init?.headers as Record<string, string> };
}

describe('DocumentForm', { timeout: 20_000 }, () => {
  it('draws each field with the widget its type and hint choose, labelled', () => {
    renderForm();
    expect(screen.getByLabelText('Agency name')).toHaveValue('Harbor Point');
    expect(screen.getByLabelText('Year opened')).toHaveAttribute('type', 'number');
    expect(screen.getAllByLabelText('Email')[0]).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveTextContent('About us');
    const logo = screen.getByRole('group', { name: 'Logo' });
    expect(within(logo).getByLabelText('Image address')).toHaveValue('/media/logo.png');
    expect(within(logo).getByLabelText('Upload an image')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Kind')).toHaveDisplayValue('Vehicle');
    expect(screen.getByLabelText('Show the buttons')).toBeChecked();
    expect(screen.getByLabelText('24-hour claims phone')).toHaveAttribute('type', 'tel');
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    expect(within(saturday).getByLabelText('Opens')).toHaveAttribute('type', 'time');
    expect(within(saturday).getByLabelText('Closed')).not.toBeChecked();
  });

  it('adds, moves and removes list items with buttons named for each item, and saves the list in its order', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [URL]: (init) => jsonResponse({ name: 'site', value: JSON.parse(String(init?.body)) }, { headers: { ETag: '"v2"' } }) });
    const { onDirtyChange } = renderForm();
    const agents = screen.getByRole('group', { name: 'Agents' });
    expect(within(agents).getByRole('button', { name: 'Move Jane Doe up' })).toBeDisabled();
    await user.click(within(agents).getByRole('button', { name: 'Move Jane Doe down' }));
    expect(within(agents).getByRole('button', { name: 'Move Jane Doe down' })).toBeDisabled();
    await waitFor(() => expect(within(agents).getByRole('button', { name: 'Move Jane Doe up' })).toHaveFocus());
    await user.click(within(agents).getByRole('button', { name: 'Add to Agents' }));
    // A new item opens on its own: its fields only, and a way back to the list.
    expect(await screen.findByRole('heading', { level: 2, name: 'Untitled' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Agents' })).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'Ann Lee');
    await user.click(screen.getByRole('link', { name: '← Back to Agents' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveFocus());
    await user.click(within(screen.getByRole('group', { name: 'Agents' })).getByRole('button', { name: 'Remove Sam Roe' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock).body.agents).toEqual([
      { name: 'Jane Doe', email: 'jane@example.com' },
      { name: 'Ann Lee', email: '' },
    ]));
    expect(sentBody(fetchMock).headers['If-Match']).toBe('"v1"');
    expect(await screen.findByText(/Agency facts is saved/)).toBeInTheDocument();
  });

  it('closes a day with its box (null) and opens it again with empty times', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [URL]: (init) => jsonResponse({ name: 'site', value: JSON.parse(String(init?.body)) }) });
    renderForm();
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.click(within(saturday).getByLabelText('Closed'));
    expect(within(saturday).queryByLabelText('Opens')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock).body.hours).toEqual({ saturday: null }));
    await user.click(within(saturday).getByLabelText('Closed'));
    expect(within(saturday).getByLabelText('Opens')).toHaveValue('');
  });

  it('shows an optional list that is null as empty, and Add makes it a list', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [URL]: (init) => jsonResponse({ name: 'site', value: JSON.parse(String(init?.body)) }) });
    renderForm({ ...VALUE, towns: null });
    const towns = screen.getByRole('group', { name: 'Towns' });
    expect(within(towns).getByText('None yet.')).toBeInTheDocument();
    await user.click(within(towns).getByRole('button', { name: 'Add to Towns' }));
    await user.type(await screen.findByLabelText('Towns'), 'Milford');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock).body).toMatchObject({ towns: ['Milford'] }));
  });

  it('stores an emptied optional field as null and a filled one as text', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ [URL]: (init) => jsonResponse({ name: 'site', value: JSON.parse(String(init?.body)) }) });
    renderForm();
    await user.type(screen.getByLabelText('24-hour claims phone'), '800-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock).body.claimsPhone).toBe('800-555-0100'));
  });

  it("shows a refusal's problems beside their fields and focuses the first", async () => {
    const user = userEvent.setup();
    stubFetch({
      [URL]: () =>
        jsonResponse(
          { message: 'Invalid document', errors: [
            { field: 'agents.1.email', message: 'value is not a valid email address' },
            { field: 'hours.saturday.closes', message: 'closes must be later than opens' },
          ] },
          { status: 422 },
        ),
    });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The item holding a problem says so on its line; the summary's link opens it at the field.
    expect(screen.getByRole('link', { name: 'Sam Roe' }).closest('li')).toHaveTextContent('Needs a fix');
    const closes = within(screen.getByRole('group', { name: 'Saturday' })).getByLabelText('Closes');
    expect(closes).toHaveAccessibleDescription('closes must be later than opens');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Agents › Sam Roe › Email' }));
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('value is not a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Agents › Sam Roe › Email: value is not a valid email address');
    expect(summary).toHaveTextContent('Office hours › Saturday › Closes: closes must be later than opens');
  });

  it('keeps what is typed after a 412 and offers their version', async () => {
    const user = userEvent.setup();
    stubFetch({ [URL]: () => jsonResponse({ message: 'Changed elsewhere' }, { status: 412 }) });
    const { onLoadLatest } = renderForm();
    await user.clear(screen.getByLabelText('Agency name'));
    await user.type(screen.getByLabelText('Agency name'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this since you opened it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Agency name')).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(onLoadLatest).toHaveBeenCalled();
  });

  it('waits for every image upload before Save, not only the first to finish', async () => {
    const user = userEvent.setup();
    const uploads: DocumentWidgets = {
      ...WIDGETS,
      ImageUpload: ({ fileId, onUploadingChange }) => (
        <>
          <button type="button" onClick={() => onUploadingChange(true)}>{`Start ${fileId}`}</button>
          <button type="button" onClick={() => onUploadingChange(false)}>{`Finish ${fileId}`}</button>
        </>
      ),
    };
    const image = { type: 'string', 'x-widget': 'image' } as const;
    renderDocumentForm({
      schema: { type: 'object', properties: { logo: image, photo: image }, required: ['logo', 'photo'] },
      value: { logo: '', photo: '' },
      widgets: uploads,
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(screen.getByRole('button', { name: 'Start doc-field-logo-file' }));
    await user.click(screen.getByRole('button', { name: 'Start doc-field-photo-file' }));
    await user.click(screen.getByRole('button', { name: 'Finish doc-field-logo-file' }));
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Finish doc-field-photo-file' }));
    expect(save).toBeEnabled();
  });

  it('restores a version kept back for its wording once the checklist is confirmed, naming what was reviewed', async () => {
    const user = userEvent.setup();
    const excerpt = 'We guarantee the lowest price.';
    const finding: Finding = { rule: 'price-claim', phrase: 'lowest price', excerpt, field: 'content', message: 'A price claim.', severity: 'risk', suggestion: 'we compare quotes', phraseAt: excerpt.indexOf('lowest price') };
    const version = (rev: string, content: string) => ({ rev, at: '2026-11-20T15:00:00Z', author: 'ann', message: 'Edit site', deleted: false, value: { ...VALUE, content }, changes: [] });
    const restores: unknown[] = [];
    const fetchMock = stubFetch({
      [`${URL}/history`]: () => jsonResponse({ versions: [version('b2', '<p>About us</p>'), version('a1', `<p>${excerpt}</p>`)] }),
      [`${URL}/restore`]: (init) => {
        restores.push(JSON.parse(String(init?.body)));
        return restores.length === 1
          ? jsonResponse({ message: 'This page has wording to review before it goes public.', findings: [finding] }, { status: 409 })
          : jsonResponse({ name: 'site', value: { ...VALUE, content: `<p>${excerpt}</p>` } }, { headers: { 'Content-Type': 'application/json', ETag: '"v2"' } });
      },
    });
    const review: DocumentWidgets['review'] = {
      Findings: () => null,
      Checklist: ({ open, action, refused, onConfirm }) =>
        open ? (
          <div role="dialog" aria-label="Checklist">
            {refused.map((f) => f.phrase).join(', ')}
            <button type="button" onClick={() => onConfirm(refused.map(({ rule, phrase, excerpt }) => ({ rule, phrase: phrase ?? '', excerpt })))}>
              {action}
            </button>
          </div>
        ) : null,
    };
    renderDocumentForm({ schema: SCHEMA, value: VALUE, widgets: { ...WIDGETS, review } });
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: /^Restore this version/ }));
    await user.click(screen.getByRole('button', { name: 'Restore version' }));
    const checklist = await screen.findByRole('dialog', { name: 'Checklist' });
    expect(checklist).toHaveTextContent('lowest price');
    expect(restores).toEqual([{ rev: 'a1' }]);
    await user.click(within(checklist).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/Agency facts is back as it was on/)).toBeInTheDocument();
    expect(restores).toEqual([{ rev: 'a1' }, { rev: 'a1', acknowledge: [{ rule: 'price-claim', phrase: 'lowest price', excerpt }] }]);
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1]?.headers).toMatchObject({ 'If-Match': '"v1"' });
  });
});
