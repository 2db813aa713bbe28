// A page that shows one copy document (/api/copy/{name}): its heading, then its content, a skeleton while it loads,
// or the load error with a retry. Each route hands in its layout, so a full-width page loads no sidebar code.
import type { ComponentType, ReactNode } from 'react';
import { PageHeading, PageHeadingSkeleton } from '@/components/ui/page-heading';
import { PageLoadError } from '@/features/agency-info/components/page-states';
import type { CopyDocuments } from '@/lib/api-types';
import { type CopyName, useCopy } from '@/lib/copy-query';
import type { StructuredData } from '@/lib/structured-data';
import { usePageTitle } from '@/lib/use-page-title';

/** The copy documents with a title of their own. */
type TitledCopy = { [Name in CopyName]: CopyDocuments[Name] extends { title: string } ? Name : never }[CopyName];

type CopyPageProps<Name extends TitledCopy> = {
  name: Name;
  /** The heading while the document loads or when it failed. */
  fallbackTitle: string;
  Layout: ComponentType<{ children: ReactNode }>;
  content: (copy: CopyDocuments[Name]) => ReactNode;
  skeleton: ReactNode;
  /** The page's structured data, once the document has loaded. */
  jsonLd?: (copy: CopyDocuments[Name]) => StructuredData;
};

export function CopyPage<Name extends TitledCopy>({
  name,
  fallbackTitle,
  Layout,
  content,
  skeleton,
  jsonLd,
}: CopyPageProps<Name>) {
  const query = useCopy(name);
  const copy = query.data;
  const title = copy?.title ?? fallbackTitle;
  usePageTitle(title, { jsonLd: [copy && jsonLd?.(copy)] });

  return (
    <>
      {copy || query.isError ? <PageHeading title={title} /> : <PageHeadingSkeleton />}
      <Layout>
        {copy ? content(copy) : query.isError ? <PageLoadError onRetry={() => void query.refetch()} /> : skeleton}
      </Layout>
    </>
  );
}
