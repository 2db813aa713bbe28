// Tests of the placeholder chips in the rich text: a known placeholder's braces are drawn as a chip with its words,
// an unknown one is left as it is, and the saved HTML keeps the braces and none of the chip.
import { Editor } from '@tiptap/core';
import { afterEach, expect, it } from 'vitest';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { chipsKey, placeholderChips, type ChipWords } from '@/features/post-editor/lib/placeholder-chips';

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()));

function load(content: string, words: () => ChipWords) {
  const element = document.createElement('div');
  const editor = new Editor({ element, extensions: [...editorExtensions(), placeholderChips(words)], content });
  editors.push(editor);
  return { editor, element };
}

const TEXT = '<p>In business for {yearsInBusiness} years, since {founded}; {notAPlaceholder} stays.</p>';

it('draws each known placeholder as a chip with its words, and saves the braces alone', () => {
  const { editor, element } = load(TEXT, () => ({ yearsInBusiness: 'years in business: 40' }));
  const chips = element.querySelectorAll('[data-placeholder]');
  expect(chips).toHaveLength(1);
  expect(chips[0]?.textContent).toBe('{yearsInBusiness}');
  expect(chips[0]?.getAttribute('data-chip')).toBe('(years in business: 40)');
  expect(chips[0]?.getAttribute('title')).toBe('years in business: 40');
  expect(canonicalEditorHtml(editor.getHTML())).toBe(TEXT);
});

it('redraws the chips when their words change, without changing the text', () => {
  let words: ChipWords = {};
  const { editor, element } = load(TEXT, () => words);
  expect(element.querySelectorAll('[data-placeholder]')).toHaveLength(0);
  words = { yearsInBusiness: 'years in business: 40', founded: 'founded: 1986' };
  editor.view.dispatch(editor.state.tr.setMeta(chipsKey, true));
  const chips = [...element.querySelectorAll('[data-placeholder]')].map((chip) => chip.getAttribute('data-chip'));
  expect(chips).toEqual(['(years in business: 40)', '(founded: 1986)']);
  expect(canonicalEditorHtml(editor.getHTML())).toBe(TEXT);
});
