// The rich editor's schema: exactly the policy's subset (paragraphs, line breaks, bold → strong, italic → em,
// links with an href alone, bulleted and numbered lists, headings of levels 2 and 3, quotes, simple tables and
// figures of the site's images) with undo; nothing else can be typed, pasted or stored.
import type { Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Text from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, UndoRedo } from '@tiptap/extensions';
import { Figure } from '@/features/post-editor/lib/figure-node';
import { LinkMark } from '@/features/post-editor/lib/link-mark';

/** The heading levels a post may hold (its title is the page's h1). */
export const HEADING_LEVELS = [2, 3] as const;

/** h1 reads as h2 and h4–h6 as h3, as the store keeps them. */
const HeadingLevels = Heading.configure({ levels: [...HEADING_LEVELS] }).extend({
  parseHTML() {
    return [1, 2, 3, 4, 5, 6].map((level) => ({ tag: `h${level}`, attrs: { level: Math.min(Math.max(level, 2), 3) } }));
  },
});

/** A quote holds paragraphs and lists, as the store keeps it. */
const Quote = Blockquote.extend({ content: '(paragraph | bulletList | orderedList)+' });

/** A cell holds lines of text (paragraphs, saved joined with line breaks), never lists or tables. */
const Cell = TableCell.extend({ content: 'paragraph+' });
const HeaderCell = TableHeader.extend({ content: 'paragraph+' });

/**
 * Tab moves between cells but leaves the table after its last one, so that the keyboard is never kept inside.
 * Its HTML has no widths: the site's style sheet lays tables out, and the page's CSP refuses style attributes.
 */
const SimpleTable = Table.extend({
  renderHTML() {
    return ['table', ['tbody', 0]];
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => this.editor.commands.goToNextCell(),
      'Shift-Tab': () => this.editor.commands.goToPreviousCell(),
    };
  },
});

/** The extensions (Ctrl/Cmd+K for a link is the toolbar's: it opens the link box). */
export function editorExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak,
    Bold,
    Italic,
    LinkMark,
    BulletList,
    OrderedList,
    ListItem,
    HeadingLevels,
    Quote,
    SimpleTable,
    TableRow,
    HeaderCell,
    Cell,
    Figure,
    Dropcursor,
    Gapcursor,
    UndoRedo,
  ];
}
