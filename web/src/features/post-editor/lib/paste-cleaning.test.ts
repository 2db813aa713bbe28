// Tests of the paste cleaning with clipboard HTML as Word and Google Docs write it (tests/fixtures/
// clipboard-samples.json): what the editor keeps after the paste, in the stored form, and the notice.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { cleanPastedHtml, pasteNotice, type PasteReport } from '@/features/post-editor/lib/paste-cleaning';
import { pasteEditorProps } from '@/features/post-editor/lib/paste-handling';
// eslint-disable-next-line no-restricted-imports -- the samples shared with the browser tests, outside web/src
import samples from '../../../../../tests/fixtures/clipboard-samples.json';
// eslint-disable-next-line no-restricted-imports -- the policy cases shared with the store, outside web/src
import policyCases from '../../../../../tests/fixtures/html-policy-cases.json';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

const reports: PasteReport[] = [];

/** What the body holds, as stored, after `html` is pasted into an empty one (as a browser's paste event does). */
function pasted(html: string): string {
  const handlers = { onPasteReport: (report: PasteReport) => reports.push(report), onImageFiles: () => undefined };
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: editorExtensions(),
    content: '',
    editorProps: pasteEditorProps(() => handlers),
  });
  editors.push(editor);
  // jsdom has no ClipboardEvent: a plain paste event without clipboard data stands in for it.
  editor.view.pasteHTML(html, Object.assign(new Event('paste'), { clipboardData: null }) as ClipboardEvent);
  return canonicalEditorHtml(editor.getHTML());
}

describe('pasting from Word', () => {
  it('keeps headings, bold, italic, lists (nested and numbered), links and tables; drops the rest', () => {
    expect(pasted(samples.word).split('\n')).toEqual([
      '<h2>Getting ready for storm season</h2>',
      '<p>Review your <strong>homeowners policy</strong> before <em>June</em>. Read <a href="https://www.floodsmart.gov/">FloodSmart</a> for flood facts.</p>',
      '<ul><li>Photograph each room<ul><li>Include the <strong>closets</strong></li></ul></li><li>Keep receipts</li></ul>',
      '<ol><li>Call the agency</li><li>File the claim</li></ol>',
      '<h3>Coverage at a glance</h3>',
      // The header cell spanning two columns is followed by an empty one, so that Limit stays over its column.
      '<table><tbody><tr><td><strong>Coverage</strong></td><td></td><td><strong>Limit</strong></td></tr>' +
        '<tr><td>Dwelling</td><td>Coverage A</td><td>$300,000<br>per loss</td></tr></tbody></table>',
      '<p>Do not click this.</p>',
    ]);
  });

  it('leaves no Office markup, class, style or comment behind', () => {
    const { html } = cleanPastedHtml(samples.word);
    expect(html).not.toMatch(/<o:p|mso-|class=|style=|<!--|<!\[|<meta|<link|<style|supportLists/i);
  });

  it('counts the picture on the writer’s disk and the javascript: link, and says so', () => {
    pasted(samples.word);
    const report = reports.at(-1)!;
    expect(report).toEqual({ droppedImages: 1, droppedLinks: 1, embeddedImages: [] });
    expect(pasteNotice(report, true)).toBe(
      '1 picture was left out of the pasted text: save it to your computer and add it with the Image button. ' +
        '1 link was removed because its address could run code or carry hidden content; the words are kept as plain text.',
    );
  });
});

describe('pasting from Google Docs', () => {
  it('unwraps the document wrapper and reads bold and italic styles; keeps heading, list, link and table', () => {
    expect(pasted(samples.googleDocs).split('\n')).toEqual([
      '<h2>Renters insurance basics</h2>',
      '<p><strong>Your landlord’s policy</strong> covers the building, <em>not your things</em>. See the <a href="https://portal.ct.gov/cid">Connecticut Insurance Department</a>.</p>',
      '<ul><li>Personal property</li><li>Liability</li></ul>',
      '<table><tbody><tr><td><strong>Item</strong></td><td><strong>Value</strong></td></tr><tr><td>Laptop</td><td>$1,200</td></tr></tbody></table>',
      '<p>a data link</p>',
    ]);
  });

  it('drops the picture on Google’s servers and the data: link, never showing it as a link', () => {
    const { html, report } = cleanPastedHtml(samples.googleDocs);
    expect(report).toMatchObject({ droppedImages: 1, droppedLinks: 1 });
    expect(html).not.toContain('data:');
    expect(html).not.toContain('<a>');
  });
});

describe('the shared policy cases of office clipboard HTML', () => {
  const office = policyCases.filter((c) => /clipboard HTML/.test(c.name));

  it('has Word’s and Google Docs’ cases', () => {
    expect(office.some((c) => c.name.startsWith('Word'))).toBe(true);
    expect(office.some((c) => c.name.startsWith('Google Docs'))).toBe(true);
  });

  it.each(office.map((c) => [c.name, c] as const))('pastes "%s" as the store keeps it', (_name, c) => {
    expect(pasted(c.input)).toBe(c.stored);
  });
});

describe('cleanPastedHtml', () => {
  it('takes embedded pictures out to be uploaded, as files of their type', () => {
    const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const { html, report } = cleanPastedHtml(`<p>Roof <img src="data:image/png;base64,${pixel}"> after</p>`);
    expect(html).toBe('<p>Roof  after</p>');
    expect(report.embeddedImages).toHaveLength(1);
    expect(report.embeddedImages[0]).toMatchObject({ name: 'pasted-1.png', type: 'image/png' });
    expect(pasteNotice(report, true)).toBe('1 picture from the pasted text will be uploaded and placed after it.');
    expect(pasteNotice(report, false)).toMatch(/^1 picture was left out of the pasted text/);
  });

  it('keeps the site’s own images, so that copying within the editor keeps them', () => {
    const { html, report } = cleanPastedHtml('<figure><img src="/media/uploads/a.webp" alt="A"><figcaption>Cap</figcaption></figure>');
    expect(html).toBe('<figure><img src="/media/uploads/a.webp" alt="A"><figcaption>Cap</figcaption></figure>');
    expect(report.droppedImages).toBe(0);
  });

  it('flattens a table inside a cell into lines of that cell, and merged cells into padded rows', () => {
    const html =
      '<table><tr><td rowspan="2">Outer</td><td><table><tr><td>In 1</td><td>In 2</td></tr></table></td></tr>' +
      '<tr><td>Last</td></tr></table>';
    expect(pasted(html)).toBe('<table><tbody><tr><td>Outer</td><td>In 1<br>In 2</td></tr><tr><td>Last</td><td></td></tr></tbody></table>');
  });

  it('says nothing when nothing was lost', () => {
    expect(pasteNotice(cleanPastedHtml('<p>Plain <b>text</b></p>').report, true)).toBeNull();
  });
});
