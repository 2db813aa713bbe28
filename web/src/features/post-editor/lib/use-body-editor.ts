// useBodyEditor(): the Tiptap editor of the post body (loaded only on staff screens): made once from the stored
// content, mounted into the field's host element, its attributes following the field's label, hint and problem,
// plain-text paste following the paragraph rules, and the canonical HTML reported as the body changes.
import { Editor } from '@tiptap/core';
import { DOMParser as SchemaParser, type Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useRef, useState } from 'react';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { textToHtml } from '@/lib/paragraph-conversion';
import { isHtml } from '@/lib/paragraphs';

// The reader's prose styles (features/blog post content), so that the stylesheet gains few rules for staff; what
// Tiptap's own (not injected) stylesheet would set: typed spaces and long words kept.
const BODY_CLASSES =
  'max-h-[70vh] overflow-y-auto px-3 py-2 text-base leading-7 whitespace-pre-wrap break-words text-slate-900 ' +
  'outline-none [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_a]:text-teal-700 [&_a]:underline ' +
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2';

/** How the body is named and described, and its height. */
export type BodyLabelling = {
  labelId: string;
  describedBy: string;
  invalid: boolean;
  minHeight: string;
};

export type BodyEditorOptions = BodyLabelling & {
  /** The stored content (HTML, or plain text from older posts). */
  initialContent: string;
  /** The canonical HTML after each change, or null when the body is back to what was loaded. */
  onChange: (html: string | null) => void;
};

/** The body's own attributes: a labelled multi-line textbox, described by its hint and any problem. */
function bodyAttributes({ labelId, describedBy, invalid, minHeight }: BodyLabelling) {
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

/** Plain text pasted in becomes paragraphs (after a blank line) and line breaks (a single newline). */
function parsePlainText(text: string, view: EditorView): Slice {
  const holder = document.createElement('div');
  holder.innerHTML = textToHtml(text);
  return SchemaParser.fromSchema(view.state.schema).parseSlice(holder, { preserveWhitespace: true });
}

/** The editor, and the element to mount it into. */
export function useBodyEditor({ initialContent, onChange, labelId, describedBy, invalid, minHeight }: BodyEditorOptions) {
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

  return { editor, host };
}
