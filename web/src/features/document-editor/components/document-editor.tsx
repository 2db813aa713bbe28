// A document's editor screen body: its schema and stored version loaded (Loading..., or what failed with Try
// again), then its form, opened afresh whenever a new version is loaded (saved, restored, or theirs after a conflict).
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useDocument } from '@/features/document-editor/api/get-document';
import { useDocumentSchema } from '@/features/document-editor/api/get-document-schema';
import { DocumentForm, type DocumentFormProps } from '@/features/document-editor/components/document-form';
import { errorReason } from '@/lib/error-reason';

type DocumentEditorProps = Omit<DocumentFormProps, 'schema' | 'loaded' | 'onLoadLatest' | 'loadingLatest'>;

export function DocumentEditor(props: DocumentEditorProps) {
  const document = useDocument(props.name);
  const schema = useDocumentSchema(props.name);
  const failed = document.isError ? document : schema.isError ? schema : null;
  if (failed) {
    const reason = errorReason(failed.error);
    return (
      <LoadFailure onRetry={() => void failed.refetch()}>
        {props.title} could not be opened{reason ? `: ${reason}` : '.'}
      </LoadFailure>
    );
  }
  if (!document.data || !schema.data) return <LoadingStatus />;
  return (
    <DocumentForm
      key={document.data.etag ?? JSON.stringify(document.data.value)}
      {...props}
      schema={schema.data}
      loaded={document.data}
      onLoadLatest={() => void document.refetch()}
      loadingLatest={document.isFetching}
    />
  );
}
