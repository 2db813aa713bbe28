// useBodyEditor(): the Tiptap editor of the post body (loaded only on staff screens): made once from the stored
// content, mounted into the field's host element, its attributes following the field's label, hint and problem,
// pastes and drops handled by lib/paste-handling, and the canonical HTML reported as the body changes.
import { Editor } from '@tiptap/core';
import { useEffect, useRef, useState } from 'react';
import { canonicalEditorHtml } from '@/features/post-editor/lib/editor-html';
import { editorExtensions } from '@/features/post-editor/lib/editor-extensions';
import { chipsKey, placeholderChips, type ChipWords } from '@/features/post-editor/lib/placeholder-chips';
import { pasteEditorProps, type PasteHandlers } from '@/features/post-editor/lib/paste-handling';
import { textToHtml } from '@/lib/paragraph-conversion';
import { isHtml } from '@/lib/paragraphs';

// The reader's prose styles (features/blog post content), so that the stylesheet gains few rules for staff; what
// Tiptap's own (not injected) stylesheet would set: typed spaces and long words kept.
const BODY_CLASSES =
  'max-h-[70vh] overflow-y-auto px-3 py-2 text-base leading-7 whitespace-pre-wrap break-words text-slate-900 ' +
  'outline-none [&_p]:mt-5 [&_p:first-child]:mt-0 [&_strong]:font-semibold [&_a]:text-teal-700 [&_a]:underline ' +
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 ' +
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy-900 [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold ' +
  '[&_h3]:text-navy-900 [&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 ' +
  '[&_table]:mt-5 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 ' +
  '[&_td]:align-top [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:text-left ' +
  '[&_th]:align-top [&_.tableWrapper]:overflow-x-auto [&_.selectedCell]:bg-teal-50 [&_td_p]:mt-0 [&_th_p]:mt-0';

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
  /** Placeholders the text may name, drawn as chips with these words (a site page's text); none in a post. */
  chips?: ChipWords | undefined;
  /** The canonical HTML after each change, or null when the body is back to what was loaded. */
  onChange: (html: string | null) => void;
};

/** Until the field says otherwise, a paste reports nothing and dropped files are ignored. */
const NO_HANDLERS: PasteHandlers = { onPasteReport: () => undefined, onImageFiles: () => undefined };

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

/** The editor, the element to mount it into, and where its pastes and drops report. */
export function useBodyEditor({ initialContent, onChange, labelId, describedBy, invalid, minHeight, chips }: BodyEditorOptions) {
  const host = useRef<HTMLDivElement>(null);
  // The editor lives as long as this field (the post editor gives each loaded version a new one).
  // What pastes and drops report to is read at each one (the field sets it once it has the editor).
  const [{ editor, loaded, setPasteHandlers, setChips }] = useState(() => {
    let handlers = NO_HANDLERS;
    const setPasteHandlers = (next: PasteHandlers) => {
      handlers = next;
    };
    // Read by the chips at each redraw: the agency's facts may arrive after the editor was made.
    let words: ChipWords = chips ?? {};
    const setChips = (next: ChipWords) => {
      const changed = JSON.stringify(next) !== JSON.stringify(words);
      words = next;
      return changed;
    };
    const created = new Editor({
      element: null,
      extensions: chips ? [...editorExtensions(), placeholderChips(() => words)] : editorExtensions(),
      content: isHtml(initialContent) ? initialContent : textToHtml(initialContent),
      injectCSS: false,
      editorProps: {
        attributes: bodyAttributes({ labelId, describedBy, invalid, minHeight }),
        ...pasteEditorProps(() => handlers),
      },
    });
    return { editor: created, loaded: canonicalEditorHtml(created.getHTML()), setPasteHandlers, setChips };
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
    if (!chips || !setChips(chips) || editor.isDestroyed) return;
    editor.view.dispatch(editor.state.tr.setMeta(chipsKey, true));
  }, [editor, chips, setChips]);
  useEffect(() => {
    const attributes = bodyAttributes({ labelId, describedBy, invalid, minHeight });
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } });
  }, [editor, labelId, describedBy, invalid, minHeight]);

  return { editor, host, setPasteHandlers };
}
