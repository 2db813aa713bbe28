// usePageTitle(): sets document.title to "<page> | <agency short name>" while a page is shown.
import { useEffect } from 'react';
import { useSiteFacts } from '@/lib/site-facts';

export function usePageTitle(title: string) {
  const { data: facts } = useSiteFacts();
  const agency = facts?.shortName || facts?.name;
  useEffect(() => {
    document.title = agency ? `${title} | ${agency}` : title;
  }, [title, agency]);
}
