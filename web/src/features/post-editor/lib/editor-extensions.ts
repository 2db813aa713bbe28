// The rich editor's schema: exactly the policy's subset (paragraphs, line breaks, bold → strong, italic → em,
// links with an href alone, bulleted and numbered lists) with undo; nothing else can be typed, pasted or stored.
import type { Extensions } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { LinkMark } from '@/features/post-editor/lib/link-mark';

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
    UndoRedo,
  ];
}
