// The Site screen's list: every document staff can edit, by the group and under the title its model gives it (the
// service lists them in the groups' order), each linking to its editor; a document whose file no longer validates
// is shown with its problem instead, in plain words, and no link.
import { Link } from 'wouter';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { useDocuments } from '@/features/document-editor/api/get-documents';
import type { DocumentListItem } from '@/features/document-editor/types';
import { errorReason } from '@/lib/error-reason';

export function DocumentList({ hrefOf }: { hrefOf: (name: string) => string }) {
  const documents = useDocuments();
  if (documents.isError) {
    const reason = errorReason(documents.error);
    return (
      <LoadFailure onRetry={() => void documents.refetch()}>
        The list of documents could not be loaded{reason ? `: ${reason}` : '.'}
      </LoadFailure>
    );
  }
  if (!documents.data) return <LoadingStatus />;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {groupDocuments(documents.data).map((group, index) => (
        <section key={group.title} aria-labelledby={`document-group-${index}`}>
          <h2 id={`document-group-${index}`} className="text-lg font-bold text-navy-900">
            {group.title}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {group.documents.map((document) => (
              <li key={document.name} className="px-4 py-3">
                <DocumentEntry document={document} href={hrefOf(document.name)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The documents by their group, in the order the service lists the groups. */
export function groupDocuments(documents: readonly DocumentListItem[]): { title: string; documents: DocumentListItem[] }[] {
  const groups = new Map<string, DocumentListItem[]>();
  for (const document of documents) groups.set(document.group, [...(groups.get(document.group) ?? []), document]);
  return [...groups].map(([title, grouped]) => ({ title, documents: grouped }));
}

function DocumentEntry({ document, href }: { document: DocumentListItem; href: string }) {
  if (document.problem) {
    return (
      <div>
        <p className="font-semibold text-navy-900">{document.title}</p>
        <p className="mt-1 text-sm text-red-800">
          This file cannot be opened here until it is put right: {document.problem}
        </p>
      </div>
    );
  }
  return (
    <Link href={href} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
      {document.title}
    </Link>
  );
}
