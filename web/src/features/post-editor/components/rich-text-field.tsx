// The post body as formatted text (Tiptap, loaded only on staff screens): a toolbar (Bold, Italic, Link, Heading 2,
// Heading 3, Quote, the lists, Table and Image, with their keyboard shortcuts), the table's tools while the cursor
// is in one, the link box, pictures uploaded into the text, and a notice of what a paste left out. Reports the
// canonical HTML when the body changes, or null when it is back to what was loaded.
import type { Editor } from '@tiptap/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattingToolbar, TableTools, useActiveTools } from '@/features/post-editor/components/formatting-toolbar';
import { LinkBox } from '@/features/post-editor/components/link-box';
import { useBodyEditor, type BodyEditorOptions } from '@/features/post-editor/lib/use-body-editor';
import { useInlineImages, type EditorNotice } from '@/features/post-editor/lib/use-inline-images';
import { cn } from '@/lib/cn';
import { IMAGE_ACCEPT } from '@/lib/image-types';

export type RichTextFieldProps = BodyEditorOptions & {
  /** Pictures can be uploaded into the text (without it, pasted and dropped pictures are left out, with a notice). */
  csrfToken?: string | undefined;
};

function useLinkBox(editor: Editor, linked: boolean) {
  const [linkBox, setLinkBox] = useState<{ href: string } | null>(null);
  const open = () => setLinkBox({ href: (editor.getAttributes('link').href as string | undefined) ?? '' });
  const apply = (href: string) => {
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !linked) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkBox(null);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkBox(null);
  };
  const close = () => {
    setLinkBox(null);
    editor.commands.focus();
  };
  // Ctrl/Cmd+K opens the link box (caught before the editor sees the key).
  const shortcut = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      open();
    }
  };
  const box = linkBox ? <LinkBox initialHref={linkBox.href} onApply={apply} onRemove={linked ? remove : null} onClose={close} /> : null;
  return { open, shortcut, box };
}

/** What a paste left out, an upload under way or a failed upload, said where staff are looking. */
function FieldNotice({ notice, status, onDismiss }: { notice: EditorNotice | null; status: string | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite" className="text-sm empty:hidden">
      {status ? <p className="border-b border-slate-200 bg-slate-50 px-3 py-2 font-medium text-navy-800">{status}</p> : null}
      {notice ? (
        <div
          data-testid="paste-notice"
          className={cn(
            'flex items-start gap-3 border-b px-3 py-2',
            notice.tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-950',
          )}
        >
          <p className="flex-1">{notice.text}</p>
          <button type="button" onClick={onDismiss} className="shrink-0 rounded px-2 font-medium underline focus-visible:outline-2 focus-visible:outline-teal-600">
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function RichTextField({ csrfToken, ...props }: RichTextFieldProps) {
  const { editor, host, setPasteHandlers } = useBodyEditor(props);
  const active = useActiveTools(editor);
  const link = useLinkBox(editor, active.has('link'));
  const images = useInlineImages(editor, csrfToken);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setPasteHandlers(images.handlers);
  });

  return (
    <div
      onKeyDownCapture={link.shortcut}
      className={cn(
        'rounded-md border bg-white shadow-xs focus-within:border-teal-600 focus-within:outline-2 focus-within:outline-teal-600',
        props.invalid ? 'border-red-600' : 'border-slate-300',
      )}
    >
      <FormattingToolbar editor={editor} active={active} onLink={link.open} onImage={csrfToken ? () => fileInput.current?.click() : null} />
      {active.has('table') ? <TableTools editor={editor} active={active} /> : null}
      {link.box}
      <FieldNotice notice={images.notice} status={images.status} onDismiss={images.dismissNotice} />
      {csrfToken ? (
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length) images.handlers.onImageFiles(files, null);
          }}
        />
      ) : null}
      <div ref={host} />
    </div>
  );
}
