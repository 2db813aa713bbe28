// The body's formatting toolbar: Bold, Italic, Link, Bulleted list and Numbered list, each pressed while it
// applies at the cursor, named with its keyboard shortcut.
import type { Editor } from '@tiptap/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TOOL_STATES = ['bold', 'italic', 'link', 'bulletList', 'orderedList'] as const;
type ToolState = (typeof TOOL_STATES)[number];

/** The toolbar's pressed buttons, as one string so that React re-renders only when one changes. */
export function useActiveTools(editor: Editor): Set<ToolState> {
  const active = useSyncExternalStore(
    (notify) => {
      editor.on('transaction', notify);
      return () => void editor.off('transaction', notify);
    },
    () => TOOL_STATES.filter((name) => editor.isActive(name)).join(' '),
  );
  return new Set(active.split(' ') as ToolState[]);
}

type FormattingToolbarProps = {
  editor: Editor;
  active: Set<ToolState>;
  /** Link: opens the link box. */
  onLink: () => void;
};

export function FormattingToolbar({ editor, active, onLink }: FormattingToolbarProps) {
  const tools: { name: string; shortcut: string; keys: string; pressed: boolean; run: () => void; label: ReactNode }[] = [
    { name: 'Bold', shortcut: 'Ctrl+B', keys: 'Control+B Meta+B', pressed: active.has('bold'), run: () => editor.chain().focus().toggleBold().run(), label: <strong>Bold</strong> },
    { name: 'Italic', shortcut: 'Ctrl+I', keys: 'Control+I Meta+I', pressed: active.has('italic'), run: () => editor.chain().focus().toggleItalic().run(), label: <em>Italic</em> },
    { name: 'Link', shortcut: 'Ctrl+K', keys: 'Control+K Meta+K', pressed: active.has('link'), run: onLink, label: 'Link' },
    { name: 'Bulleted list', shortcut: 'Ctrl+Shift+8', keys: 'Control+Shift+8 Meta+Shift+8', pressed: active.has('bulletList'), run: () => editor.chain().focus().toggleBulletList().run(), label: 'Bulleted list' },
    { name: 'Numbered list', shortcut: 'Ctrl+Shift+7', keys: 'Control+Shift+7 Meta+Shift+7', pressed: active.has('orderedList'), run: () => editor.chain().focus().toggleOrderedList().run(), label: 'Numbered list' },
  ];

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-slate-200 p-1.5">
      {tools.map((tool) => (
        <button
          key={tool.name}
          type="button"
          aria-label={tool.name}
          aria-pressed={tool.pressed}
          aria-keyshortcuts={tool.keys}
          title={`${tool.name} (${tool.shortcut})`}
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
