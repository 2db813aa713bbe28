// The body's formatting toolbar: Bold, Italic, Link, Heading 2, Heading 3, Quote, Bulleted list, Numbered list,
// Table and (where uploads are possible) Image, each pressed while it applies at the cursor, named with its keyboard
// shortcut; inside a table, the table's own tools follow (TableTools).
import type { Editor } from '@tiptap/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TOOL_STATES = {
  bold: (editor: Editor) => editor.isActive('bold'),
  italic: (editor: Editor) => editor.isActive('italic'),
  link: (editor: Editor) => editor.isActive('link'),
  heading2: (editor: Editor) => editor.isActive('heading', { level: 2 }),
  heading3: (editor: Editor) => editor.isActive('heading', { level: 3 }),
  blockquote: (editor: Editor) => editor.isActive('blockquote'),
  bulletList: (editor: Editor) => editor.isActive('bulletList'),
  orderedList: (editor: Editor) => editor.isActive('orderedList'),
  table: (editor: Editor) => editor.isActive('table'),
  headerRow: (editor: Editor) => tableHasHeaderRow(editor),
};

/** Whether the table at the cursor starts with a row of header cells. */
function tableHasHeaderRow(editor: Editor): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const node = $from.node(depth);
    if (node.type.name !== 'table') continue;
    const first = node.firstChild;
    return Boolean(first?.childCount) && first!.content.content.every((cell) => cell.type.name === 'tableHeader');
  }
  return false;
}
export type ToolState = keyof typeof TOOL_STATES;

/** The toolbar's pressed buttons, as one string so that React re-renders only when one changes. */
export function useActiveTools(editor: Editor): Set<ToolState> {
  const active = useSyncExternalStore(
    (notify) => {
      editor.on('transaction', notify);
      return () => void editor.off('transaction', notify);
    },
    () =>
      (Object.keys(TOOL_STATES) as ToolState[]).filter((name) => TOOL_STATES[name](editor)).join(' '),
  );
  return new Set(active.split(' ') as ToolState[]);
}

type Tool = { name: string; shortcut?: string; keys?: string; pressed?: boolean; run: () => void; label: ReactNode };

/** A toolbar of named buttons; a button that toggles says whether it is on (aria-pressed). */
export function ToolButtons({ label, tools }: { label: string; tools: Tool[] }) {
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          aria-label={tool.name}
          aria-pressed={tool.pressed}
          aria-keyshortcuts={tool.keys}
          title={tool.shortcut ? `${tool.name} (${tool.shortcut})` : tool.name}
          // A click keeps the caret in the text: were the button to take focus, the editor would take it back only
          // on the next frame, and keys pressed before then would go to the button.
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          className={cn(
            'min-h-9 rounded px-2.5 text-sm text-navy-900 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-teal-600',
            tool.pressed && 'bg-navy-900 text-white hover:bg-navy-800',
          )}
        >
          {tool.label}
        </button>
      ))}
    </div>
  );
}

type Chain = ReturnType<Editor['chain']>;

/** A button's action: the command, run on the editor with the caret kept in it. */
const commandRunner = (editor: Editor) => (command: (chain: Chain) => Chain) => () => void command(editor.chain().focus()).run();

type FormattingToolbarProps = {
  editor: Editor;
  active: Set<ToolState>;
  /** Link: opens the link box. */
  onLink: () => void;
  /** Image: asks for a file to upload (absent where the field cannot upload). */
  onImage: (() => void) | null;
};

const shortcut = (keys: string) => ({ shortcut: `Ctrl+${keys}`, keys: `Control+${keys} Meta+${keys}` });

export function FormattingToolbar({ editor, active, onLink, onImage }: FormattingToolbarProps) {
  const run = commandRunner(editor);
  const tools: Tool[] = [
    { name: 'Bold', ...shortcut('B'), pressed: active.has('bold'), run: run((c) => c.toggleBold()), label: <strong>Bold</strong> },
    { name: 'Italic', ...shortcut('I'), pressed: active.has('italic'), run: run((c) => c.toggleItalic()), label: <em>Italic</em> },
    { name: 'Link', ...shortcut('K'), pressed: active.has('link'), run: onLink, label: 'Link' },
    { name: 'Heading 2', ...shortcut('Alt+2'), pressed: active.has('heading2'), run: run((c) => c.toggleHeading({ level: 2 })), label: 'Heading 2' },
    { name: 'Heading 3', ...shortcut('Alt+3'), pressed: active.has('heading3'), run: run((c) => c.toggleHeading({ level: 3 })), label: 'Heading 3' },
    { name: 'Quote', ...shortcut('Shift+B'), pressed: active.has('blockquote'), run: run((c) => c.toggleBlockquote()), label: 'Quote' },
    { name: 'Bulleted list', ...shortcut('Shift+8'), pressed: active.has('bulletList'), run: run((c) => c.toggleBulletList()), label: 'Bulleted list' },
    { name: 'Numbered list', ...shortcut('Shift+7'), pressed: active.has('orderedList'), run: run((c) => c.toggleOrderedList()), label: 'Numbered list' },
    {
      name: 'Table',
      // Pressed inside a table (tables do not nest: the table's own tools apply there).
      pressed: active.has('table'),
      run: run((c) => c.insertTable({ rows: 3, cols: 3, withHeaderRow: true })),
      label: 'Table',
    },
  ];
  if (onImage) tools.push({ name: 'Image', run: onImage, label: 'Image' });
  return <ToolButtons label="Formatting" tools={tools} />;
}

/** The tools of the table at the cursor: rows, columns, the header row, and removing the table. */
export function TableTools({ editor, active }: { editor: Editor; active: Set<ToolState> }) {
  const run = commandRunner(editor);
  const tools: Tool[] = [
    { name: 'Add row', run: run((c) => c.addRowAfter()), label: 'Add row' },
    { name: 'Remove row', run: run((c) => c.deleteRow()), label: 'Remove row' },
    { name: 'Add column', run: run((c) => c.addColumnAfter()), label: 'Add column' },
    { name: 'Remove column', run: run((c) => c.deleteColumn()), label: 'Remove column' },
    { name: 'Header row', pressed: active.has('headerRow'), run: run((c) => c.toggleHeaderRow()), label: 'Header row' },
    { name: 'Remove table', run: run((c) => c.deleteTable()), label: 'Remove table' },
  ];
  return <ToolButtons label="Table tools" tools={tools} />;
}
