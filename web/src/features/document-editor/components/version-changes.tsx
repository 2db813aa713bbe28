// One version's changes in a document's History: each field it changed, named by its item and label ("Travelers ›
// 24-hour claims phone"), its old value and its new one, and "Undo" to put just that field back as a new change.
import { Button } from '@/components/ui/button';
import { shownValue } from '@/features/document-editor/lib/change-values';
import type { FieldChange } from '@/features/document-editor/types';

type VersionChangesProps = {
  changes: readonly FieldChange[];
  /** The path of the change being undone, while it is. */
  undoing: readonly (string | number)[] | null;
  onUndo: (change: FieldChange) => void;
};

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[] | null) =>
  b !== null && a.length === b.length && a.every((step, index) => step === b[index]);

export function VersionChanges({ changes, undoing, onUndo }: VersionChangesProps) {
  return (
    <ul className="space-y-2" aria-label="Changed fields">
      {changes.map((change) => (
        <li key={change.path.join('/')} className="flex flex-col gap-2 rounded-md bg-slate-50 p-3 sm:flex-row sm:items-start">
          <p className="min-w-0 flex-1 break-words text-slate-900">
            <span className="font-semibold text-navy-900">{change.place}</span>:{' '}
            <span className="text-slate-700 line-through decoration-slate-400">{shownValue(change.old)}</span>{' '}
            <span aria-hidden="true">→</span>
            <span className="sr-only"> changed to </span> <span className="font-medium">{shownValue(change.new)}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={undoing !== null}
            aria-label={`Undo the change to ${change.place}`}
            onClick={() => onUndo(change)}
          >
            {samePath(change.path, undoing) ? 'Undoing...' : 'Undo'}
          </Button>
        </li>
      ))}
    </ul>
  );
}
