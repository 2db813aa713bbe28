// Tests of the rich text field's toolbar: the buttons assistive technology names (Heading 2, Heading 3, Quote,
// Table), what each makes, the table's own tools while the cursor is in a table, and Image only where uploads are
// possible; a picture file chosen goes through the upload and comes back as a figure with labelled fields.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextField } from '@/features/post-editor/components/rich-text-field';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

function renderField(initialContent: string, csrfToken?: string) {
  const onChange = vi.fn();
  renderWithProviders(
    <>
      <p id="label">Content</p>
      <RichTextField labelId="label" describedBy="" invalid={false} minHeight="10rem" initialContent={initialContent} onChange={onChange} csrfToken={csrfToken} />
    </>,
  );
  return { onChange, toolbar: screen.getByRole('toolbar', { name: 'Formatting' }), body: screen.getByRole('textbox', { name: 'Content' }) };
}

// jsdom lays nothing out: ProseMirror's scrolling to the cursor reads rectangles of text and ranges, which are given
// empty ones here (and taken away after these tests, as other files share the page).
const LAYOUT_TARGETS = [Text.prototype, Range.prototype] as unknown as Record<string, unknown>[];
beforeAll(() => {
  for (const target of LAYOUT_TARGETS) {
    target.getClientRects = () => [];
    target.getBoundingClientRect = () => DOMRect.fromRect();
  }
  (document as unknown as Record<string, unknown>).elementFromPoint = () => null;
});
afterAll(() => {
  for (const target of LAYOUT_TARGETS) {
    delete target.getClientRects;
    delete target.getBoundingClientRect;
  }
  delete (document as unknown as Record<string, unknown>).elementFromPoint;
});

/** Focus the body without a click (jsdom has no layout for ProseMirror to read a click's place from): the cursor
 *  is at its start. */
const focusBody = (body: HTMLElement) => act(() => body.focus());

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as string | null;

describe('RichTextField toolbar', () => {
  it('names Heading 2, Heading 3, Quote and Table, and each gives its element', async () => {
    const user = userEvent.setup();
    const { onChange, toolbar, body } = renderField('<p>Storm season</p>');
    focusBody(body);
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(body.querySelector('h2')).toHaveTextContent('Storm season');
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastHtml(onChange)).toBe('<h2>Storm season</h2>');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 3' }));
    expect(lastHtml(onChange)).toBe('<h3>Storm season</h3>');
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 3' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Quote' }));
    expect(lastHtml(onChange)).toBe('<blockquote><p>Storm season</p></blockquote>');
  });

  it('keeps the caret in the text when a button is clicked, so the next keys land there', async () => {
    const user = userEvent.setup();
    const { toolbar, body } = renderField('<p>Storm season</p>');
    focusBody(body);
    await user.click(within(toolbar).getByRole('button', { name: 'Heading 2' }));
    expect(body).toHaveFocus();
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(body).toHaveFocus();
  });

  it('shows the table’s tools only inside a table, each named', async () => {
    const user = userEvent.setup();
    const { onChange, toolbar, body } = renderField('<p>Limits</p>');
    focusBody(body);
    expect(screen.queryByRole('toolbar', { name: 'Table tools' })).not.toBeInTheDocument();
    await user.click(within(toolbar).getByRole('button', { name: 'Table' }));
    const tools = await screen.findByRole('toolbar', { name: 'Table tools' });
    const names = within(tools).getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Add row', 'Remove row', 'Add column', 'Remove column', 'Header row', 'Remove table']);
    expect(within(tools).getByRole('button', { name: 'Header row' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tools).getByRole('button', { name: 'Remove column' }));
    await user.click(within(tools).getByRole('button', { name: 'Header row' }));
    // The cursor was at the start of the paragraph: the table comes before it.
    expect(lastHtml(onChange)).toBe('<table><tbody>' + '<tr><td></td><td></td></tr>'.repeat(3) + '</tbody></table>\n<p>Limits</p>');
    await user.click(within(tools).getByRole('button', { name: 'Remove table' }));
    expect(screen.queryByRole('toolbar', { name: 'Table tools' })).not.toBeInTheDocument();
    expect(lastHtml(onChange)).toBeNull();
  });

  it('offers Image only where pictures can be uploaded', () => {
    const { toolbar } = renderField('<p>x</p>');
    expect(within(toolbar).queryByRole('button', { name: 'Image' })).not.toBeInTheDocument();
  });

  it('uploads a chosen picture and puts it in as a figure whose alt text and caption are labelled fields', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({ '/api/admin/images': () => jsonResponse({ imageUrl: '/media/uploads/roof.webp' }) });
    const { onChange, toolbar, body } = renderField('<p>Our roof</p>', 'csrf-1');
    focusBody(body);
    expect(within(toolbar).getByRole('button', { name: 'Image' })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['png'], 'roof.png', { type: 'image/png' }));
    const alt = await within(body).findByLabelText('Image description (alt text)');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/images', expect.objectContaining({ method: 'POST' }));
    const caption = within(body).getByLabelText('Caption (optional)');
    act(() => alt.focus());
    await user.keyboard('A new roof');
    act(() => caption.focus());
    await user.keyboard('Done in May');
    await waitFor(() =>
      expect(lastHtml(onChange)).toBe(
        '<figure><img src="/media/uploads/roof.webp" alt="A new roof"><figcaption>Done in May</figcaption></figure>\n<p>Our roof</p>',
      ),
    );
    await user.click(within(body).getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(lastHtml(onChange)).toBeNull());
    expect(body.querySelector('figure')).toBeNull();
  });
});
