// A document's form, opened at one version: every field drawn from the schema, Save (PUT with If-Match), the
// problems of a refused save beside their fields, the conflict notice after a 412, and History.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConflictNotice } from '@/features/document-editor/components/conflict-notice';
import { DocumentFormProvider, type DocumentWidgets } from '@/features/document-editor/components/document-form-context';
import { DocumentHistoryDialog } from '@/features/document-editor/components/document-history-dialog';
import { DocumentSections } from '@/features/document-editor/components/document-sections';
import { ItemView } from '@/features/document-editor/components/item-view';
import { ListField } from '@/features/document-editor/components/list-field';
import { OwnerOnly } from '@/features/document-editor/components/owner-only';
import { ProblemSummary } from '@/features/document-editor/components/problem-summary';
import { useDocumentPlace } from '@/features/document-editor/components/use-document-place';
import { useDocumentSave } from '@/features/document-editor/components/use-document-save';
import { useFocusOnPlace } from '@/features/document-editor/components/use-focus-on-place';
import { resolve } from '@/features/document-editor/lib/schema-nodes';
import { dottedPath, withValueAt } from '@/features/document-editor/lib/value-paths';
import type { DocumentSchema, JsonValue, ValuePath, VersionedDocument } from '@/features/document-editor/types';

export type DocumentFormProps = {
  name: string;
  title: string;
  schema: DocumentSchema;
  loaded: VersionedDocument;
  csrfToken: string;
  /** Whether the signed-in member is an owner (owner-only fields are read-only to anyone else). */
  owner?: boolean;
  widgets: DocumentWidgets;
  onDirtyChange: (dirty: boolean) => void;
  /** Ask before what is typed is thrown away; true to go ahead. */
  confirmDiscard: (dirty: boolean) => boolean;
  /** Fetch the stored version again (after a conflict). */
  onLoadLatest: () => void;
  loadingLatest: boolean;
};

export function DocumentForm(props: DocumentFormProps) {
  const { name, title, schema, loaded, csrfToken, widgets, onDirtyChange, confirmDiscard } = props;
  const owner = props.owner === true;
  const readOnly = !owner && schema['x-owner-only'] === true;
  const [value, setValue] = useState<JsonValue>(loaded.value);
  const { uploading, onUploadingChange } = useUploads();
  const [historyOpen, setHistoryOpen] = useState(false);
  const saving = useDocumentSave({ name, title, etag: loaded.etag, csrfToken });
  const { submit, problems, conflict } = saving;
  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(loaded.value), [value, loaded.value]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const form = {
    schema,
    value,
    setAt: (path: ValuePath, next: JsonValue | undefined) => setValue((current) => withValueAt(current, path, next)),
    errorAt: (path: ValuePath) => problems.get(dottedPath(path)),
    problemPlaces: useMemo(() => [...problems.keys()], [problems]),
    name,
    title,
    widgets,
    csrfToken,
    owner,
    onUploadingChange,
  };

  return (
    <DocumentFormProvider value={form}>
      <form
        noValidate
        aria-label={title}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit(value);
        }}
      >
        {conflict ? (
          <ConflictNotice loading={props.loadingLatest} onLoadTheirs={() => confirmDiscard(dirty) && props.onLoadLatest()} />
        ) : null}
        <ProblemSummary problems={problems} documentTitle={title} />
        <DocumentFields schema={schema} title={title} readOnly={readOnly} />

        {widgets.review ? <widgets.review.Findings name={name} data={value} csrfToken={csrfToken} /> : null}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3">
          <Button type="submit" disabled={saving.saving || uploading || readOnly}>
            {saving.saving ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="outline" onClick={() => setHistoryOpen(true)}>
            History
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
          </p>
        </div>
      </form>
      <DocumentHistoryDialog
        name={name}
        title={title}
        schema={schema}
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        currentEtag={loaded.etag}
        csrfToken={csrfToken}
        beforeRestore={() => confirmDiscard(dirty)}
      />
      {widgets.review ? (
        <widgets.review.Checklist
          open={saving.toReview !== null}
          onOpenChange={(open) => (open ? undefined : saving.closeReview())}
          action="Save"
          refused={saving.toReview ?? []}
          onConfirm={saving.saveReviewed}
        />
      ) : null}
    </DocumentFormProvider>
  );
}

/** The item the address opens, else the document's fields from its root (a list's lines, or its sections); all
 * read-only, with why, when the whole of it is the owner's to change. */
function DocumentFields({ schema, title, readOnly }: { schema: DocumentSchema; title: string; readOnly: boolean }) {
  const { place } = useDocumentPlace();
  useFocusOnPlace(place.item);
  const isList = resolve(schema, schema).type === 'array';
  const fields = place.item ? (
    <ItemView path={place.item} />
  ) : isList ? (
    <ListField node={schema} path={[]} label={title} hideLegend />
  ) : (
    <DocumentSections />
  );
  return readOnly ? <OwnerOnly>{fields}</OwnerOnly> : fields;
}

/** The image fields uploading now, by id: one finishing leaves Save waiting for the others. */
function useUploads() {
  const [fields, setFields] = useState<ReadonlySet<string>>(() => new Set());
  const onUploadingChange = useCallback((fieldId: string, uploading: boolean) => {
    setFields((current) => {
      if (current.has(fieldId) === uploading) return current;
      const next = new Set(current);
      if (uploading) next.add(fieldId);
      else next.delete(fieldId);
      return next;
    });
  }, []);
  return { uploading: fields.size > 0, onUploadingChange };
}
