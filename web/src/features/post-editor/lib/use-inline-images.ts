// useInlineImages(): pictures inside the text: files chosen with Image, pasted or dropped (and pictures embedded in
// pasted HTML) go through the one upload (POST /api/admin/images, the same pipeline as the post image) and are put
// in as figures; what a paste left out, an upload under way and a failed upload are told in one notice.
import type { Editor } from '@tiptap/core';
import { useState } from 'react';
import { uploadImage } from '@/features/post-editor/api/upload-image';
import { failureMessage } from '@/features/post-editor/lib/failure-message';
import { pasteNotice, type PasteReport } from '@/features/post-editor/lib/paste-cleaning';
import type { PasteHandlers } from '@/features/post-editor/lib/paste-handling';

export type EditorNotice = { tone: 'info' | 'error'; text: string };

const NO_UPLOAD = 'Pictures cannot be added to this text here: upload them where the page has an image field.';

export function useInlineImages(editor: Editor, csrfToken: string | undefined) {
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const [uploading, setUploading] = useState(0);

  /** Uploads `files` one after the other and puts each in at the cursor (or at `at`, where they were dropped). */
  const uploadFiles = async (files: File[], at: number | null) => {
    if (!csrfToken) {
      setNotice({ tone: 'error', text: NO_UPLOAD });
      return;
    }
    if (at !== null) editor.commands.setTextSelection(at);
    setUploading((count) => count + files.length);
    try {
      for (const file of files) {
        const src = await uploadImage({ file, csrfToken });
        // No focus(): staff may be typing elsewhere (a figure's description) when an upload ends.
        editor.commands.insertFigure({ src });
        setUploading((count) => count - 1);
      }
    } catch (error) {
      setUploading(0);
      setNotice({ tone: 'error', text: failureMessage(error) });
    }
  };

  const handlers: PasteHandlers = {
    onPasteReport: (report: PasteReport) => {
      const text = pasteNotice(report, Boolean(csrfToken));
      setNotice(text ? { tone: 'info', text } : null);
      // After the pasted text is in: the pictures follow it.
      if (csrfToken && report.embeddedImages.length) setTimeout(() => void uploadFiles(report.embeddedImages, null));
    },
    onImageFiles: (files, at) => {
      setNotice(null);
      void uploadFiles(files, at);
    },
  };

  const status = uploading > 0 ? `Uploading ${uploading === 1 ? 'the picture' : `${uploading} pictures`}…` : null;
  return { handlers, uploadFiles, notice, status, dismissNotice: () => setNotice(null) };
}
