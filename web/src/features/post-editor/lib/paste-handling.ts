// What the body editor does with a paste or a drop: HTML is cleaned first (paste-cleaning) and what it lost is
// reported; plain text follows the paragraph rules; picture files pasted or dropped go to the upload.
import { DOMParser as SchemaParser, type Slice } from '@tiptap/pm/model';
import type { EditorProps, EditorView } from '@tiptap/pm/view';
import { cleanPastedHtml, type PasteReport } from '@/features/post-editor/lib/paste-cleaning';
import { textToHtml } from '@/lib/paragraph-conversion';

export type PasteHandlers = {
  /** After HTML was pasted: what the cleaning took out (pictures to upload among it). */
  onPasteReport: (report: PasteReport) => void;
  /** Picture files pasted or dropped; `at` is where a drop put them (null: at the cursor). */
  onImageFiles: (files: File[], at: number | null) => void;
};

/** Plain text pasted in becomes paragraphs (after a blank line) and line breaks (a single newline). */
function parsePlainText(text: string, view: EditorView): Slice {
  const holder = document.createElement('div');
  holder.innerHTML = textToHtml(text);
  return SchemaParser.fromSchema(view.state.schema).parseSlice(holder, { preserveWhitespace: true });
}

const imageFiles = (data: DataTransfer | null) => Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));

/** The editor's paste and drop handling; `handlers` is read at each event, so that it may change. */
export function pasteEditorProps(handlers: () => PasteHandlers): EditorProps {
  return {
    clipboardTextParser: (text, _context, _plain, view) => parsePlainText(text, view),
    transformPastedHTML: (html) => {
      const cleaned = cleanPastedHtml(html);
      handlers().onPasteReport(cleaned.report);
      return cleaned.html;
    },
    // A copied picture comes as a file; a copied document's HTML (which may also carry a picture of itself) wins.
    handlePaste: (_view, event) => {
      const files = imageFiles(event.clipboardData);
      if (!files.length || event.clipboardData?.getData('text/html')) return false;
      handlers().onImageFiles(files, null);
      return true;
    },
    handleDrop: (view, event, _slice, moved) => {
      const files = moved ? [] : imageFiles(event.dataTransfer);
      if (!files.length) return false;
      handlers().onImageFiles(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null);
      return true;
    },
  };
}
