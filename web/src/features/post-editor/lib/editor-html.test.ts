// Tests of the rich editor's output: every stored form of the shared policy fixtures loads and saves back as it
// was; typical edits (bold, italic, link, lists, line breaks) give the policy's elements in the canonical form.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { textToHtml } from '@/lib/paragraph-conversion';
import { isHtml } from '@/lib/paragraphs';
// eslint-disable-next-line no-restricted-imports -- the fixtures shared with the store, outside web/src
import fixtureCases from '../../../../../tests/fixtures/html-policy-cases.json';

const cases: { name: string; input: string; stored: string }[] = fixtureCases;

/** The tags of the policy's canonical form (issue 32 contract, section 1). */
const POLICY_TAGS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'img', 'figcaption'];

const editors: Editor[] = [];
const load = (content: string) => {
  const editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content });
  editors.push(editor);
  return editor;
};
const saved = (editor: Editor) => canonicalEditorHtml(editor.getHTML());

/**
 * `stored` as the editor saves it once the body is edited: plain text becomes paragraphs (the paragraph rules);
 * runs of spaces and newlines inside a paragraph become one space, as a browser shows them, and a space ending a
 * block goes.
 */
const asEdited = (stored: string) =>
  isHtml(stored)
    ? stored
        .split('>\n<')
        .map((part) => part.replace(/\s+/g, ' '))
        .join('>\n<')
        // A space ending a block (before its closing tags) is not shown either: the editor does not keep it.
        .replace(/ ((?:<\/(?:strong|em|a)>)*<\/(?:p|h2|h3|li|td|th|figcaption)>)/g, '$1')
    : textToHtml(stored);
/** Select the first occurrence of `text` in the editor. */
const select = (editor: Editor, text: string) => {
  let from = -1;
  editor.state.doc.descendants((node, pos) => {
    if (from < 0 && node.isText && node.text!.includes(text)) from = pos + node.text!.indexOf(text);
  });
  expect(from).toBeGreaterThanOrEqual(0);
  editor.commands.setTextSelection({ from, to: from + text.length });
};

afterEach(() => {
  editors.splice(0).forEach((editor) => editor.destroy());
});

describe('the shared policy fixtures', () => {
  it('has cases to run', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it.each(cases.map((c) => [c.name, c.stored] as const))('loads and saves the stored form of "%s" unchanged', (_name, stored) => {
    expect(saved(load(isHtml(stored) ? stored : textToHtml(stored)))).toBe(asEdited(stored));
  });

  it('changes the stored form only in whitespace a browser does not show, or plain text into paragraphs', () => {
    const changed = cases.filter((c) => asEdited(c.stored) !== c.stored).map((c) => c.name);
    // Three plain-text cases, and the paragraph split before an image, whose part ends in a space.
    expect(changed.length).toBeLessThanOrEqual(4);
  });

  it.each(cases.map((c) => [c.name, c.input] as const))('keeps only the policy from the input of "%s"', (_name, input) => {
    const html = saved(load(input));
    for (const [, tag, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
      expect(POLICY_TAGS).toContain(tag);
      if (tag === 'img') expect(attributes).toMatch(/^ src="\/media\/[^"]+" alt="[^"]*"$/);
      else expect(attributes).toMatch(/^(?: href="(?:https?:|mailto:|tel:|\/(?![/\\]))[^"]*")?$/i);
    }
  });
});

describe('canonicalEditorHtml', () => {
  it('unwraps list items, joins blocks with a newline, drops empty paragraphs and escapes text', () => {
    expect(
      canonicalEditorHtml('<p>A &amp; B</p><p></p><ul><li><p>one</p></li><li><p>two</p><p>more</p></li></ul>'),
    ).toBe('<p>A &amp; B</p>\n<ul><li>one</li><li>two<br>more</li></ul>');
    expect(canonicalEditorHtml('<p></p>')).toBe('');
  });

  it('keeps a link’s href alone and drops unsafe addresses', () => {
    const site = paths.blog.getHref();
    expect(canonicalEditorHtml(`<p><a href="${site}" target="_blank" rel="noopener" class="x">b</a></p>`)).toBe(
      `<p><a href="${site}">b</a></p>`,
    );
    expect(canonicalEditorHtml('<p><a href="javascript:alert(1)">b</a></p>')).toBe('<p><a>b</a></p>');
  });
});

describe('editing', () => {
  const start = '<p>Flood insurance is separate.</p>';

  it('Bold and Italic give strong and em', () => {
    const editor = load(start);
    select(editor, 'Flood');
    editor.commands.toggleBold();
    select(editor, 'separate');
    editor.commands.toggleItalic();
    expect(saved(editor)).toBe('<p><strong>Flood</strong> insurance is <em>separate</em>.</p>');
  });

  it('a link keeps its address only', () => {
    const editor = load(start);
    select(editor, 'insurance');
    editor.commands.setLink({ href: 'https://www.floodsmart.gov' });
    expect(saved(editor)).toBe('<p>Flood <a href="https://www.floodsmart.gov">insurance</a> is separate.</p>');
    editor.commands.unsetLink();
    expect(saved(editor)).toBe(start);
  });

  it('the lists give ul and ol with li', () => {
    const editor = load('<p>One</p><p>Two</p>');
    editor.commands.selectAll();
    editor.commands.toggleBulletList();
    expect(saved(editor)).toBe('<ul><li>One</li><li>Two</li></ul>');
    editor.commands.toggleOrderedList();
    expect(saved(editor)).toBe('<ol><li>One</li><li>Two</li></ol>');
  });

  it('a line break is a br; b and i load as strong and em; other markup keeps its text', () => {
    const editor = load('<div>Title</div><p><b>x</b> <i>y</i> <span style="color:red">z</span></p>');
    expect(saved(editor)).toBe('<p>Title</p>\n<p><strong>x</strong> <em>y</em> z</p>');
    select(editor, 'Title');
    editor.commands.setTextSelection(editor.state.selection.to);
    editor.commands.setHardBreak();
    editor.commands.insertContent('Line two');
    expect(saved(editor)).toBe('<p>Title<br>Line two</p>\n<p><strong>x</strong> <em>y</em> z</p>');
  });
});

describe('headings, quotes, tables and figures', () => {
  const storedForms = [
    '<h2>Flood coverage</h2>\n<h3>What a policy pays for</h3>\n<p>Text.</p>',
    '<blockquote><p>One line.</p><ul><li>a</li><li>b</li></ul></blockquote>',
    '<table><thead><tr><th>Coverage</th><th>Limit</th></tr></thead><tbody><tr><td>Home<br>Contents</td><td><strong>$250,000</strong></td></tr></tbody></table>',
    '<table><tbody><tr><td>a</td><td></td></tr><tr><td>c</td><td>d</td></tr></tbody></table>',
    '<table><thead><tr><th>Only a header</th></tr></thead></table>',
    '<figure><img src="/media/uploads/porch.webp" alt="A porch after a storm"><figcaption>After the <em>storm</em></figcaption></figure>',
    '<figure><img src="/media/uploads/porch.webp" alt=""></figure>',
  ];

  it.each(storedForms)('loads and saves %s unchanged', (stored) => {
    expect(saved(load(stored))).toBe(stored);
  });

  it('cleans the editor’s table markup: no colgroup or attributes, the header row in thead, rows padded', () => {
    const editorTable =
      '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
      '<tr><th colspan="1" rowspan="1"><p>Coverage</p></th><th><p>Limit</p></th></tr>' +
      '<tr><td colspan="2"><p>Home</p><p>Contents</p></td></tr><tr><th><p>x</p></th><td><p>y</p></td></tr></tbody></table>';
    expect(canonicalEditorHtml(editorTable)).toBe(
      '<table><thead><tr><th>Coverage</th><th>Limit</th></tr></thead><tbody>' +
        '<tr><td>Home<br>Contents</td><td></td></tr><tr><td>x</td><td>y</td></tr></tbody></table>',
    );
    expect(canonicalEditorHtml('<table><tbody><tr></tr></tbody></table>')).toBe('');
    // A header row alone is a head without a body, as the store writes it.
    expect(canonicalEditorHtml('<table><tbody><tr><th><p>a</p></th></tr></tbody></table>')).toBe('<table><thead><tr><th>a</th></tr></thead></table>');
  });

  it('reads h1 as h2 and h4 to h6 as h3, and drops empty headings', () => {
    expect(saved(load('<h1>A</h1><h4>B</h4><h6>C</h6><h2></h2>'))).toBe('<h2>A</h2>\n<h3>B</h3>\n<h3>C</h3>');
  });

  it('keeps only images of the site, each in a figure of its own with alt written', () => {
    const html = saved(load('<p>Before <img src="/media/a.webp"> after</p><p><img src="https://elsewhere.example/x.png" alt="x"></p>'));
    // The paragraph is split where the image was; its text is kept as it was, space and all.
    expect(html).toBe('<p>Before</p>\n<figure><img src="/media/a.webp" alt=""></figure>\n<p> after</p>');
  });

  it('Heading 2, Heading 3 and Quote give h2, h3 and blockquote', () => {
    const editor = load('<p>One</p><p>Two</p><p>Three</p>');
    select(editor, 'One');
    editor.commands.toggleHeading({ level: 2 });
    select(editor, 'Two');
    editor.commands.toggleHeading({ level: 3 });
    select(editor, 'Three');
    editor.commands.toggleBlockquote();
    expect(saved(editor)).toBe('<h2>One</h2>\n<h3>Two</h3>\n<blockquote><p>Three</p></blockquote>');
  });

  it('Table inserts three columns with a header row; rows and columns are added and removed', () => {
    const editor = load('<p>Intro</p>');
    select(editor, 'Intro');
    editor.commands.setTextSelection(editor.state.selection.to);
    editor.commands.insertTable({ rows: 3, cols: 3, withHeaderRow: true });
    editor.commands.insertContent('Coverage');
    const empty = '<tr><td></td><td></td><td></td></tr>';
    expect(saved(editor)).toBe(
      `<p>Intro</p>\n<table><thead><tr><th>Coverage</th><th></th><th></th></tr></thead><tbody>${empty}${empty}</tbody></table>`,
    );
    editor.commands.deleteColumn();
    editor.commands.addRowAfter();
    expect(saved(editor)).toBe(
      '<p>Intro</p>\n<table><thead><tr><th></th><th></th></tr></thead><tbody><tr><td></td><td></td></tr>'.repeat(1) +
        '<tr><td></td><td></td></tr><tr><td></td><td></td></tr></tbody></table>',
    );
    editor.commands.toggleHeaderRow();
    expect(saved(editor)).not.toContain('<thead>');
    editor.commands.deleteTable();
    expect(saved(editor)).toBe('<p>Intro</p>');
  });

  it('the cursor goes on after an inserted figure, so that what is typed next follows it', () => {
    const editor = load('<p>Intro</p>');
    select(editor, 'Intro');
    editor.commands.setTextSelection(editor.state.selection.to);
    editor.commands.insertFigure({ src: '/media/a.webp' });
    editor.commands.insertContent('After');
    expect(saved(editor)).toBe('<p>Intro</p>\n<figure><img src="/media/a.webp" alt=""></figure>\n<p>After</p>');
  });

  it('a figure’s alt text and caption are its attributes', () => {
    const editor = load('<p>Intro</p>');
    editor.commands.insertFigure({ src: '/media/uploads/roof.webp', alt: 'A new roof', caption: 'Done in May' });
    expect(saved(editor)).toContain('<figure><img src="/media/uploads/roof.webp" alt="A new roof"><figcaption>Done in May</figcaption></figure>');
  });
});
