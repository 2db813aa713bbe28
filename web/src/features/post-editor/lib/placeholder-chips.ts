// Placeholders in the rich text ({yearsInBusiness}, {phone}, …) drawn as chips of their value now: the braces stay
// the text (typed, saved and undone as any text), the chip is a decoration around them with the value after it.
import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** Each placeholder the text may name, with the words its chip shows ("years in business: 28"). */
export type ChipWords = Record<string, string>;

/** A transaction's meta under this key redraws the chips (the words changed: the agency's facts arrived). */
export const chipsKey = new PluginKey('placeholder-chips');

const CHIP_CLASSES =
  'rounded-full bg-teal-50 px-1.5 text-teal-900 ring-1 ring-teal-300 after:ml-1 after:text-sm ' +
  'after:font-medium after:content-[attr(data-chip)]';

/** The chips' decorations in a document: each known placeholder's braces, its words after them. */
export function chipDecorations(doc: ProseMirrorNode, words: ChipWords): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, position) => {
    if (!node.isText || !node.text) return;
    for (const match of node.text.matchAll(/\{([A-Za-z]+)\}/g)) {
      const chip = words[match[1] ?? ''];
      if (chip === undefined) continue;
      const from = position + match.index;
      decorations.push(
        Decoration.inline(from, from + match[0].length, {
          class: CHIP_CLASSES,
          'data-placeholder': match[1] ?? '',
          'data-chip': `(${chip})`,
          title: chip,
        }),
      );
    }
  });
  return DecorationSet.create(doc, decorations);
}

/** The extension, reading the chips' words at each redraw from `words()`. */
export function placeholderChips(words: () => ChipWords) {
  return Extension.create({
    name: 'placeholderChips',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: chipsKey,
          props: { decorations: (state) => chipDecorations(state.doc, words()) },
        }),
      ];
    },
  });
}
