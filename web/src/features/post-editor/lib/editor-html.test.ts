// Tests of the rich editor's output: every stored form of the shared policy fixtures loads and saves back as it
// was; typical edits (bold, italic, link, lists, line breaks) give the policy's elements in the canonical form.
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { textToHtml } from '@/lib/paragraph-conversion';
import { isHtml } from '@/lib/paragraphs';
// eslint-disable-next-line no-restricted-imports -- the fixtures shared with the store, outside web/src
import fixtureCases from '../../../../../tests/fixtures/html-policy-cases.json';

const cases: { name: string; input: string; stored: string }[] = fixtureCases;

const editors: Editor[] = [];
const load = (content: string) => {
  const editor = new Editor({ element: document.createElement('div'), extensions: editorExtensions(), content });
  editors.push(editor);
  return editor;
};
const saved = (editor: Editor) => canonicalEditorHtml(editor.getHTML());

/**
 * `stored` as the editor saves it once the body is edited: plain text becomes paragraphs (the paragraph rules);
 * runs of spaces and newlines inside a paragraph become one space, as a browser shows them.
 */
const asEdited = (stored: string) =>
  isHtml(stored)
    ? stored
        .split('>\n<')
        .map((part) => part.replace(/\s+/g, ' '))
        .join('>\n<')
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
    expect(changed.length).toBeLessThanOrEqual(3);
  });

  it.each(cases.map((c) => [c.name, c.input] as const))('keeps only the policy from the input of "%s"', (_name, input) => {
    const html = saved(load(input));
    for (const [, tag, attributes] of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
      expect(['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li']).toContain(tag);
      expect(attributes).toMatch(/^(?: href="(?:https?:|mailto:|tel:|\/(?![/\\]))[^"]*")?$/i);
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
    expect(canonicalEditorHtml('<p><a href="/blog" target="_blank" rel="noopener" class="x">b</a></p>')).toBe(
      '<p><a href="/blog">b</a></p>',
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
    const editor = load('<h2>Title</h2><p><b>x</b> <i>y</i> <span style="color:red">z</span></p>');
    expect(saved(editor)).toBe('<p>Title</p>\n<p><strong>x</strong> <em>y</em> z</p>');
    select(editor, 'Title');
    editor.commands.setTextSelection(editor.state.selection.to);
    editor.commands.setHardBreak();
    editor.commands.insertContent('Line two');
    expect(saved(editor)).toBe('<p>Title<br>Line two</p>\n<p><strong>x</strong> <em>y</em> z</p>');
  });
});
