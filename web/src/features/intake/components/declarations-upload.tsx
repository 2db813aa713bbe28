// The `documents` step's upload widget: a labelled file input (the declaration's label, why and hint), each chosen
// file sent on its own with what is happening said in words (uploading, attached, refused and why), the attached
// files listed with a Remove button each. The declaration's size and number are checked here first too; the service
// decides the type by the file's content.
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { IntakeUpload as UploadRules } from '@/config/intake-form';
import type { IntakeFile as AttachedFile } from '@/features/intake/api/intake-api';
import { attachFile, detachFile } from '@/features/intake/components/resume-api';
import { isApiError } from '@/lib/api-client';

export type DeclarationsUploadProps = {
  step?: { id: string };
  upload: UploadRules;
  files: readonly AttachedFile[];
  onFilesChange: (files: readonly AttachedFile[]) => void;
};

const KIND_WORDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/heic': 'HEIC photo',
};
const NO_ANSWER = 'We could not reach our website. Check your connection, then try again.';

/** "850 KB", "2.4 MB". */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Why a chosen file is not sent (the declaration's number or size), or null. */
function refusalOf(file: File, attached: number, upload: UploadRules): string | null {
  if (attached >= upload.maxFiles) return `${file.name} was not attached: you can attach up to ${upload.maxFiles} files.`;
  if (file.size > upload.maxBytes) {
    return `${file.name} is larger than ${sizeInWords(upload.maxBytes)}, the most we take. Please send a smaller scan or photo.`;
  }
  return null;
}

type Note = { kind: 'status' | 'alert'; text: string } | null;

export function DeclarationsUpload({ upload, files, onFilesChange }: DeclarationsUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  // After a removal, focus goes back to the input once it is enabled again.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) input.current?.focus();
  }, [refocus]);
  const full = files.length >= upload.maxFiles;

  const send = async (chosen: File[]) => {
    let attached = [...files];
    for (const file of chosen) {
      const refusal = refusalOf(file, attached.length, upload);
      if (refusal) {
        setNote({ kind: 'alert', text: refusal });
        continue;
      }
      setNote({ kind: 'status', text: `Uploading ${file.name}...` });
      try {
        attached = [...attached, await attachFile(file)];
        onFilesChange(attached);
        setNote({ kind: 'status', text: `${file.name} is attached.` });
      } catch (error) {
        setNote({ kind: 'alert', text: `${file.name} was not attached. ${isApiError(error) ? error.message : NO_ANSWER}` });
      }
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same file may be chosen again after a refusal
    setBusy(true);
    await send(chosen);
    setBusy(false);
  };

  const remove = async (file: AttachedFile) => {
    setBusy(true);
    try {
      await detachFile(file.id);
      onFilesChange(files.filter((kept) => kept.id !== file.id));
      setNote({ kind: 'status', text: `${file.name} is removed.` });
      setRefocus((count) => count + 1);
    } catch (error) {
      setNote({ kind: 'alert', text: `${file.name} was not removed. ${isApiError(error) ? error.message : NO_ANSWER}` });
    }
    setBusy(false);
  };

  return (
    <div className="space-y-3" data-testid="declarations-upload">
      <Label htmlFor={id}>{upload.label}</Label>
      <p id={`${id}-why`} className="text-sm text-slate-600">
        {upload.why} {upload.hint} Up to {upload.maxFiles} files, {sizeInWords(upload.maxBytes)} each.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={[...upload.mediaTypes, '.heic'].join(',')}
        disabled={busy || full}
        aria-describedby={`${id}-why${full ? ` ${id}-full` : ''}`}
        onChange={(event) => void choose(event)}
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-navy-200 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-navy-50 disabled:opacity-60"
      />
      {full ? (
        <p id={`${id}-full`} className="text-sm text-slate-700">
          You attached {upload.maxFiles} files, the most we take. Remove one to attach another.
        </p>
      ) : null}
      <UploadNotes note={note} />
      <AttachedList files={files} busy={busy} onRemove={(file) => void remove(file)} />
    </div>
  );
}

/** What is happening, said in words: a status read out politely, a refusal read out at once. */
function UploadNotes({ note }: { note: Note }) {
  return (
    <>
      <div role="status" className="text-sm text-slate-800">
        {note?.kind === 'status' ? note.text : null}
      </div>
      <div role="alert" className="text-sm font-medium text-red-700">
        {note?.kind === 'alert' ? note.text : null}
      </div>
    </>
  );
}

function AttachedList({ files, busy, onRemove }: { files: readonly AttachedFile[]; busy: boolean; onRemove: (file: AttachedFile) => void }) {
  if (!files.length) return null;
  return (
    <ul aria-label="Attached files" className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="min-w-0 break-words text-slate-900">
            {file.name}{' '}
            <span className="text-sm text-slate-600">
              ({KIND_WORDS[file.mediaType] ?? file.mediaType}, {sizeInWords(file.size)})
            </span>
          </span>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onRemove(file)} aria-label={`Remove ${file.name}`}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}
