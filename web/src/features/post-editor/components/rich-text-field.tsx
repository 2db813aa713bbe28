// The post body as formatted text (Tiptap, loaded only on staff screens): a toolbar (Bold, Italic, Link,
// Bulleted list, Numbered list, with their keyboard shortcuts), the link box, and plain-text paste following the
// paragraph rules. Reports the canonical HTML when the body changes, or null when it is back to what was loaded.
import { Editor } from '@tiptap/core';
import { DOMParser as SchemaParser, type Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { LinkBox } from '@/features/post-editor/components/link-box';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { cn } from '@/lib/cn';
import { textToHtml } from '@/lib/paragraph-conversion';
import { isHtml } from '@/lib/paragraphs';

// The reader's prose styles (features/blog post content), so that the stylesheet gains few rules for staff; what
// Tiptap's own (not injected) stylesheet would set: typed spaces and long words kept.
const BODY_CLASSES =
  'max-h-[70vh] overflow-y-auto px-3 py-2 text-base leading-7 whitespace-pre-wrap break-words text-slate-900 ' +
  'outline-none [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_a]:text-teal-700 [&_a]:underline ' +
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2';

const TOOL_STATES = ['bold', 'italic', 'link', 'bulletList', 'orderedList'] as const;
type ToolState = (typeof TOOL_STATES)[number];

/** The toolbar's pressed buttons, as one string so that React re-renders only when one changes. */
function useActiveTools(editor: Editor): Set<ToolState> {
  const active = useSyncExternalStore(
    (notify) => {
      editor.on('transaction', notify);
      return () => void editor.off('transaction', notify);
    },
    () => TOOL_STATES.filter((name) => editor.isActive(name)).join(' '),
  );
  return new Set(active.split(' ') as ToolState[]);
}

type RichTextFieldProps = {
  /** The stored content (HTML, or plain text from older posts). */
  initialContent: string;
  onChange: (html: string | null) => void;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  minHeight: string;
};

/** The body's own attributes: a labelled multi-line textbox, described by its hint and any problem. */
function bodyAttributes({ labelId, describedBy, invalid, minHeight }: Omit<RichTextFieldProps, 'initialContent' | 'onChange'>) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': describedBy,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: BODY_CLASSES,
    style: `min-height: ${minHeight}`,
  };
}

/** Plain text pasted in becomes paragraphs and line breaks by the spec's rules (blank line, single newline). */
function parsePlainText(text: string, view: EditorView): Slice {
  const holder = document.createElement('div');
  holder.innerHTML = textToHtml(text);
  return SchemaParser.fromSchema(view.state.schema).parseSlice(holder, { preserveWhitespace: true });
}

export function RichTextField({ initialContent, onChange, labelId, describedBy, invalid, minHeight }: RichTextFieldProps) {
  const [linkBox, setLinkBox] = useState<{ href: string } | null>(null);
  const host = useRef<HTMLDivElement>(null);
  // The editor lives as long as this field (the post editor gives each loaded version a new one).
  const [{ editor, loaded }] = useState(() => {
    const created = new Editor({
      element: null,
      extensions: editorExtensions(),
      content: isHtml(initialContent) ? initialContent : textToHtml(initialContent),
      injectCSS: false,
      editorProps: {
        attributes: bodyAttributes({ labelId, describedBy, invalid, minHeight }),
        clipboardTextParser: (text, _context, _plain, view) => parsePlainText(text, view),
      },
    });
    return { editor: created, loaded: canonicalEditorHtml(created.getHTML()) };
  });
  useEffect(() => {
    const report = () => {
      const html = canonicalEditorHtml(editor.getHTML());
      onChange(html === loaded ? null : html);
    };
    editor.on('update', report);
    return () => void editor.off('update', report);
  }, [editor, loaded, onChange]);
  useEffect(() => {
    if (host.current) editor.mount(host.current);
    return () => editor.unmount();
  }, [editor]);
  useEffect(() => {
    const attributes = bodyAttributes({ labelId, describedBy, invalid, minHeight });
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, labelId, describedBy, invalid, minHeight]);
  const active = useActiveTools(editor);

  const openLinkBox = () => setLinkBox({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  // Ctrl/Cmd+K opens the link box (caught before the editor sees the key).
  const linkShortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      openLinkBox();
    }
  };

  const applyLink = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkBox(null);
  };

  const tools: { name: string; shortcut: string; keys: string; pressed: boolean; run: () => void; label: ReactNode }[] = [
    { name: 'Bold', shortcut: 'Ctrl+B', keys: 'Control+B Meta+B', pressed: active.has('bold'), run: () => editor.chain().focus().toggleBold().run(), label: <strong>Bold</strong> },
    { name: 'Italic', shortcut: 'Ctrl+I', keys: 'Control+I Meta+I', pressed: active.has('italic'), run: () => editor.chain().focus().toggleItalic().run(), label: <em>Italic</em> },
    { name: 'Link', shortcut: 'Ctrl+K', keys: 'Control+K Meta+K', pressed: active.has('link'), run: openLinkBox, label: 'Link' },
    { name: 'Bulleted list', shortcut: 'Ctrl+Shift+8', keys: 'Control+Shift+8 Meta+Shift+8', pressed: active.has('bulletList'), run: () => editor.chain().focus().toggleBulletList().run(), label: 'Bulleted list' },
    { name: 'Numbered list', shortcut: 'Ctrl+Shift+7', keys: 'Control+Shift+7 Meta+Shift+7', pressed: active.has('orderedList'), run: () => editor.chain().focus().toggleOrderedList().run(), label: 'Numbered list' },
  ];

  return (
    <div
      onKeyDownCapture={linkShortcut}
      className={cn(
        'rounded-md border bg-white shadow-xs focus-within:border-teal-600 focus-within:outline-2 focus-within:outline-teal-600',
        invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
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
      {linkBox ? (
        <LinkBox
          initialHref={linkBox.href}
          onApply={applyLink}
          onRemove={
            active.has('link')
              ? () => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setLinkBox(null);
                }
              : null
          }
          onClose={() => {
            setLinkBox(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      <div ref={host} />
    </div>
  );
}
