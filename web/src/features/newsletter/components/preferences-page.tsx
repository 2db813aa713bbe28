// /newsletter/preferences#<token>: a newsletter's lasting link (and where its unsubscribe address sends a GET). Shows
// the address and its topics to change, and "Unsubscribe from everything"; a forged link gets a page saying so. The
// link goes in the Authorization header, never in an address.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getPreferences } from '@/features/newsletter/api/newsletter-api';
import { LinkProblem, problemOfStatus } from '@/features/newsletter/components/link-problem';
import { TopicsForm } from '@/features/newsletter/components/topics-form';
import { Unsubscribed } from '@/features/newsletter/components/unsubscribed';
import { isApiError } from '@/lib/api-client';

/** `token`: null while the page renders on the server or hydrates, '' when the address has none. */
export function PreferencesPage({ token }: { token: string | null }) {
  const preferences = useQuery({
    queryKey: ['newsletter', 'preferences', token],
    queryFn: ({ signal }) => getPreferences(token ?? '', signal),
    enabled: !!token,
    retry: false,
  });
  const [left, setLeft] = useState(false);
  if (token === '') {
    return (
      <LinkProblem kind="missing">
        <p>This page changes your newsletter topics with the link at the end of each newsletter. Open that link in full.</p>
      </LinkProblem>
    );
  }
  if (token === null || preferences.isPending) {
    return <p role="status" className="text-lg text-slate-700">Loading your preferences…</p>;
  }
  if (!preferences.data) {
    const kind = problemOfStatus(isApiError(preferences.error) ? preferences.error.status : undefined);
    return (
      <LinkProblem kind={kind === 'expired' ? 'unknown' : kind}>
        <p>
          {kind === 'failed'
            ? 'Please try again in a moment.'
            : 'Please check that you opened the whole link from one of our newsletters. Nothing was changed.'}
        </p>
        <Link href={paths.newsletter.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Go to the newsletter page
        </Link>
      </LinkProblem>
    );
  }
  const { data } = preferences;
  if (left || (data.status !== 'subscribed' && data.status !== 'pending')) return <Unsubscribed email={data.email} />;
  return <TopicsForm token={token} preferences={data} onUnsubscribed={() => setLeft(true)} />;
}
