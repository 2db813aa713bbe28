// Tests of the short screens: a list as one line per item named by the model's title field, searched, reordered,
// removed with Undo and saved as exactly the JSON it was for the items left alone; an item opened alone from the
// address; placeholders as chips of their current value; sections closed when a document is long, remembered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rememberedSections } from '@/features/document-editor/lib/section-memory';
import type { DocumentSchema, JsonValue, SchemaNode } from '@/features/document-editor/types';
import { yearsInBusiness, connecticutYear } from '@/lib/agency-years';
import { renderDocumentForm } from '@/testing/document-form';
import { siteFacts } from '@/testing/fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const QUESTION = { type: 'string', title: 'Question', 'x-item-title': true } as const;
const SCHEMA: DocumentSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    intro: { type: 'string', 'x-widget': 'textarea' },
    items: { type: 'array', items: { $ref: '#/$defs/Item' }, title: 'Questions' },
  },
  required: ['title', 'intro', 'items'],
  $defs: {
    // The title field is not the first text: the line must name the item by the model's mark.
    Item: { type: 'object', properties: { answer: { type: 'string', title: 'Answer' }, question: QUESTION, note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null } }, required: ['answer', 'question'] },
  },
};
const QUESTIONS = ['Do you insure boats?', 'Who are you?', 'Can I text you?', 'What is umbrella cover?', 'Do you do life?', 'Where is the office?'];
// Keys in an order of their own and an optional field left out: what is saved must keep both as they were.
type Faq = { title: string; intro: string; items: { [key: string]: string | null }[] };
const VALUE: Faq = {
  title: 'FAQ',
  intro: 'We have served Milford for {yearsInBusiness} years.',
  items: QUESTIONS.map((question, at): Faq['items'][number] => (at % 2 ? { question, answer: `Answer ${at}` } : { answer: `Answer ${at}`, question, note: null })),
};
const URL = '/api/admin/documents/copy/faq';

function renderForm(path = '/admin/site?document=copy/faq', value: JsonValue = VALUE, schema = SCHEMA) {
  const fetchMock = stubFetch({
    [URL]: (init) => jsonResponse({ name: 'copy/faq', value: JSON.parse(String(init?.body)) }, { headers: { ETag: '"v2"' } }),
    '/api/site': () => jsonResponse(siteFacts),
  });
  const rendered = renderDocumentForm({ name: 'copy/faq', title: 'FAQ', schema, value, path });
  const sent = () => String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')?.[1]?.body);
  return { ...rendered, sent };
}

const lines = () => within(screen.getByRole('group', { name: 'Questions' })).getAllByRole('listitem');

describe('a list as one line per item', { timeout: 30_000 }, () => {
  it('names each line by the field the model marks as the title, and searches the items', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(lines().map((line) => within(line).getByRole('link').textContent)).toEqual(QUESTIONS);
    expect(screen.queryByLabelText('Answer')).toBeNull();
    await user.type(screen.getByLabelText('Search Questions'), 'answer 3');
    expect(lines().map((line) => line.textContent)).toEqual([expect.stringContaining('What is umbrella cover?')]);
    expect(screen.getByText('1 match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    await user.clear(screen.getByLabelText('Search Questions'));
    await user.type(screen.getByLabelText('Search Questions'), 'flood');
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
  });

  it('saves exactly the JSON it was given for the items left alone, through opening, moving and Undo', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Who are you?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Who are you?' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to Questions' }));
    await user.click(screen.getByRole('button', { name: 'Move Who are you? down' }));
    await user.click(screen.getByRole('button', { name: 'Move Who are you? up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Can I text you?' }));
    expect(lines()).toHaveLength(5);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).toBe(JSON.stringify(VALUE)));
  });

  it('saves a move, a removal and an addition in their order', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Move Do you insure boats? down' }));
    await user.click(screen.getByRole('button', { name: 'Remove Where is the office?' }));
    await user.click(screen.getByRole('button', { name: 'Add to Questions' }));
    await user.type(await screen.findByLabelText('Question'), 'Is there parking?');
    await user.type(screen.getByLabelText('Answer'), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent()).not.toBe('undefined'));
    const saved = JSON.parse(sent()) as Faq;
    expect(saved.items.map((item) => item.question)).toEqual([QUESTIONS[1], QUESTIONS[0], ...QUESTIONS.slice(2, 5), 'Is there parking?']);
    expect(saved.items[1]).toEqual(VALUE.items[0]);
    expect(saved.items.at(-1)).toEqual({ answer: 'Yes.', question: 'Is there parking?', note: null });
  });

  it('opens the item the address names on its own, with the way back', () => {
    renderForm('/admin/site?document=copy/faq&item=items.4');
    expect(screen.getByRole('heading', { level: 2, name: 'Do you do life?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Answer')).toHaveValue('Answer 4');
    expect(screen.queryByRole('link', { name: 'Who are you?' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(screen.getByRole('link', { name: '← Back to Questions' })).toHaveAttribute('href', expect.stringContaining('section=items'));
  });
});

describe('placeholders', { timeout: 30_000 }, () => {
  it('show as a chip of their current value, and the text keeps the braces', async () => {
    const user = userEvent.setup();
    const { sent } = renderForm();
    const years = yearsInBusiness(siteFacts.founded, connecticutYear(Date.now()));
    const intro = await screen.findByText(`years in business: ${years}`);
    expect(intro.closest('button')).toHaveAccessibleName('Intro');
    expect(screen.queryByText(/\{yearsInBusiness\}/)).toBeNull();
    await user.click(screen.getByLabelText('Intro'));
    expect(screen.getByLabelText('Intro')).toHaveValue(VALUE.intro);
    await user.type(screen.getByLabelText('Intro'), ' Welcome.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(JSON.parse(sent()).intro).toBe(`${VALUE.intro} Welcome.`));
  });

  it('never take the place of a control being typed in', async () => {
    const user = userEvent.setup();
    renderForm('/admin/site?document=copy/faq', { ...VALUE, intro: '' });
    await user.type(screen.getByLabelText('Intro'), 'Since {{founded}, and more');
    expect(screen.getByLabelText('Intro')).toHaveFocus();
    expect(screen.getByLabelText('Intro')).toHaveValue('Since {founded}, and more');
    await user.tab();
    expect(screen.getByText(`founded: ${siteFacts.founded}`)).toBeInTheDocument();
  });
});

describe('sections', { timeout: 30_000 }, () => {
  const group: SchemaNode = { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] };
  const LONG: DocumentSchema = { type: 'object', properties: { a: { ...group, title: 'Address' }, b: { ...group, title: 'Hours' }, c: { ...group, title: 'Map' }, d: { ...group, title: 'Forms' } }, required: ['a', 'b', 'c', 'd'] };
  const value = { a: { note: 'A' }, b: { note: 'B' }, c: { note: 'C' }, d: { note: 'D' } };

  it('are closed in a long document, open when chosen or named by the address, and remembered per document', async () => {
    const user = userEvent.setup();
    window.localStorage.clear();
    const { unmount } = renderForm('/admin/site?document=copy/faq&section=c', value, LONG);
    expect(screen.getByRole('button', { name: 'Hours' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hours' }));
    expect(screen.getByRole('region', { name: 'Hours' })).toBeVisible();
    expect(rememberedSections('copy/faq')).toMatchObject({ b: true });
    unmount();
    renderForm('/admin/site?document=copy/faq', value, LONG);
    expect(screen.getByRole('button', { name: 'Hours' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Address' })).toHaveAttribute('aria-expanded', 'false');
  });
});
