// The Site screen's sections: the documents grouped the way staff think of the site, each group in a fixed order.
import type { DocumentListItem } from '@/features/document-editor/types';

type Group = { title: string; holds: (name: string) => boolean };

const named = (...names: string[]) => (name: string) => names.includes(name);
const inFolder = (folder: string) => (name: string) => name.startsWith(`${folder}/`);

export const DOCUMENT_GROUPS: readonly Group[] = [
  { title: 'Agency', holds: named('site', 'companies', 'copy/team', 'copy/testimonials', 'copy/wording-rules') },
  {
    title: 'Pages',
    holds: (name) =>
      inFolder('pages')(name) ||
      named('copy/home', 'copy/faq', 'copy/why-independent', 'copy/online-services', 'copy/privacy', 'copy/accessibility')(
        name,
      ),
  },
  { title: 'Insurance', holds: named('services', 'copy/insurance-overview', 'copy/categories', 'copy/service-details') },
  { title: 'Insurance products', holds: inFolder('products') },
];
const OTHER = 'Other';

/** The documents by group, in the groups' order (anything no group holds last, under "Other"); empty groups left out. */
export function groupDocuments(documents: readonly DocumentListItem[]): { title: string; documents: DocumentListItem[] }[] {
  const groups = [...DOCUMENT_GROUPS.map(({ title }) => title), OTHER].map((title) => ({ title, documents: [] as DocumentListItem[] }));
  for (const document of documents) {
    const at = DOCUMENT_GROUPS.findIndex((group) => group.holds(document.name));
    groups[at < 0 ? groups.length - 1 : at]!.documents.push(document);
  }
  return groups.filter((group) => group.documents.length > 0);
}
