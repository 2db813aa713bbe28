// History: every saved version of the document, newest first, each saying who changed it and when, and each field it
// changed with its old and new value (one can be undone alone); Restore asks first, then saves that version as a new change and the form reloads with it. A
// restore refused for its wording opens the checklist of its findings, whose confirmation restores it with them.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useDocumentHistory } from '@/features/document-editor/api/get-document-history';
import { useDocumentForm } from '@/features/document-editor/components/document-form-context';
import { useDocumentRestore } from '@/features/document-editor/components/use-document-restore';
import { useDocumentUndo } from '@/features/document-editor/components/use-document-undo';
import { VersionChanges } from '@/features/document-editor/components/version-changes';
import { versionSummary } from '@/features/document-editor/lib/version-summary';
import type { DocumentSchema, DocumentVersion, FieldChange } from '@/features/document-editor/types';
import { errorReason } from '@/lib/error-reason';
import { formatConnecticutShort } from '@/lib/connecticut-time';

type DocumentHistoryDialogProps = {
  name: string;
  title: string;
  schema: DocumentSchema;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentEtag: string | null;
  csrfToken: string;
  /** Asked before a restore replaces what is typed; false keeps the form as it is. */
  beforeRestore: () => boolean;
};

export function DocumentHistoryDialog(props: DocumentHistoryDialogProps) {
  const { title, open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide" closeLabel="Close the history">
        <DialogHeader>
          <DialogTitle>History of {title}</DialogTitle>
          <DialogDescription>
            Every saved version, newest first, with each field it changed. Undoing one change, or restoring a whole
            version, saves it as a new change, so nothing is lost.
          </DialogDescription>
        </DialogHeader>
        {open ? <VersionList {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VersionList(props: DocumentHistoryDialogProps) {
  const history = useDocumentHistory(props.name, props.open);
  const [restoring, setRestoring] = useState<DocumentVersion | null>(null);
  const Checklist = useDocumentForm().widgets.review?.Checklist;
  const restore = useDocumentRestore({
    name: props.name,
    title: props.title,
    etag: props.currentEtag,
    csrfToken: props.csrfToken,
    canReview: Checklist !== undefined,
    onSettled: (restored) => {
      setRestoring(null);
      if (restored) props.onOpenChange(false);
    },
  });
  const undo = useDocumentUndo({
    name: props.name,
    csrfToken: props.csrfToken,
    canReview: Checklist !== undefined,
    onUndone: () => props.onOpenChange(false),
  });
  if (history.isPending) return <LoadingStatus className="p-6" />;
  if (history.isError) {
    return (
      <LoadFailure className="m-6 p-4" onRetry={() => void history.refetch()}>
        The history could not be loaded{errorReason(history.error) ? `: ${errorReason(history.error)}` : '.'}
      </LoadFailure>
    );
  }
  const versions = history.data;
  return (
    <div className="min-h-0 overflow-y-auto p-4 sm:px-6">
      <ol className="divide-y divide-slate-200">
        {versions.map((version, index) => (
          <li key={version.rev} className="space-y-2 py-3">
            <VersionEntry
              version={version}
              before={versions[index + 1]}
              current={index === 0}
              undoing={undo.undoing}
              onUndo={(change) => props.beforeRestore() && undo.send({ rev: version.rev, change })}
              onRestore={() => props.beforeRestore() && setRestoring(version)}
            />
          </li>
        ))}
      </ol>
      <RestoreQuestion
        title={props.title}
        version={restoring}
        pending={restore.restoring}
        onConfirm={() => restoring && restore.send(restoring)}
        onCancel={() => setRestoring(null)}
      />
      {Checklist ? (
        <Checklist
          open={undo.toReview !== null}
          onOpenChange={(open) => (open ? undefined : undo.closeReview())}
          action="Undo"
          refused={undo.toReview ?? []}
          onConfirm={undo.undoReviewed}
        />
      ) : null}
      {Checklist ? (
        <Checklist
          open={restore.toReview !== null}
          onOpenChange={(open) => (open ? undefined : restore.closeReview())}
          action="Restore"
          refused={restore.toReview ?? []}
          onConfirm={restore.restoreReviewed}
        />
      ) : null}
    </div>
  );
}

type VersionEntryProps = {
  version: DocumentVersion;
  before: DocumentVersion | undefined;
  current: boolean;
  undoing: readonly (string | number)[] | null;
  onUndo: (change: FieldChange) => void;
  onRestore: () => void;
};

function VersionEntry({ version, before, current, undoing, onUndo, onRestore }: VersionEntryProps) {
  return (
    <>
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-navy-900">{version.author}</span> ·{' '}
        <time dateTime={version.at}>{formatConnecticutShort(version.at)}</time>
        {current ? ' · the current version' : null}
      </p>
      {version.changes.length > 0 ? (
        <VersionChanges changes={version.changes} undoing={undoing} onUndo={onUndo} />
      ) : (
        <p className="break-words text-slate-900">{versionSummary(version, before)}</p>
      )}
      {!current && !version.deleted && version.value !== null ? (
        <Button variant="outline" size="sm" onClick={onRestore}>
          Restore this version<span className="sr-only"> of {formatConnecticutShort(version.at)}</span>
        </Button>
      ) : null}
    </>
  );
}

type RestoreQuestionProps = {
  title: string;
  version: DocumentVersion | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

function RestoreQuestion({ title, version, pending, onConfirm, onCancel }: RestoreQuestionProps) {
  return (
    <ConfirmDialog
      open={version !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title="Restore this version?"
      confirmLabel={pending ? 'Restoring...' : 'Restore version'}
      pending={pending}
      onConfirm={onConfirm}
    >
      <p>
        {title} goes back to how it was on {version ? formatConnecticutShort(version.at) : ''}, saved by{' '}
        {version?.author}.
      </p>
      <p>This is saved as a new change, so today’s version stays in the history.</p>
    </ConfirmDialog>
  );
}
