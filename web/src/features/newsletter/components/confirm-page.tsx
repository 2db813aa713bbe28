// /newsletter/confirm#<token>: the confirmation mail's link. The token is POSTed (a mail scanner that opens the link
// must not confirm), then "You're subscribed" with the topics; an expired link offers the sign-up again (`signUp`,
// given by the app), a forged one says so. A second visit with the same token answers the same as the first.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { paths } from '@/config/paths';
import { confirmSubscription } from '@/features/newsletter/api/newsletter-api';
import { useNewsletterCopy } from '@/features/newsletter/api/newsletter-copy';
import { LinkProblem, problemOfStatus } from '@/features/newsletter/components/link-problem';
import type { Confirmed } from '@/features/newsletter/types';
import { isApiError } from '@/lib/api-client';

type ConfirmPageProps = {
  /** The fragment's token: null while the page renders on the server or hydrates, '' when there is none. */
  token: string | null;
  signUp: ReactNode;
};

export function ConfirmPage({ token, signUp }: ConfirmPageProps) {
  const confirmation = useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmSubscription(token ?? ''),
    enabled: !!token,
    retry: false,
    staleTime: Infinity,
  });
  if (token === '') {
    return (
      <LinkProblem kind="missing">
        <p>This page confirms a subscription with the link in the e-mail we sent you. Open that link in full.</p>
      </LinkProblem>
    );
  }
  if (token === null || confirmation.isPending) {
    return <p role="status" className="text-lg text-slate-700">Confirming your subscription…</p>;
  }
  if (confirmation.data) return <Subscribed confirmed={confirmation.data} />;
  const status = isApiError(confirmation.error) ? confirmation.error.status : undefined;
  const kind = problemOfStatus(status);
  return (
    <LinkProblem kind={kind}>
      {kind === 'expired' ? (
        <>
          <p>{isApiError(confirmation.error) ? confirmation.error.message : null}</p>
          <div className="rounded-xl border border-slate-200 bg-white p-6 text-base shadow-sm">{signUp}</div>
        </>
      ) : kind === 'unknown' ? (
        <>
          <p>Please check that you opened the whole link from our e-mail. Nothing was changed.</p>
          <Link href={paths.newsletter.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Sign up again
          </Link>
        </>
      ) : (
        <>
          <p>Please try again in a moment.</p>
          <button type="button" onClick={() => void confirmation.refetch()} className={buttonVariants({ variant: 'outline' })}>
            Try again
          </button>
        </>
      )}
    </LinkProblem>
  );
}

/** "Home & auto and Business": the topics' titles (their ids when the copy has no such topic). */
export function topicWords(ids: readonly string[], titles: ReadonlyMap<string, string>): string {
  const words = ids.map((id) => titles.get(id) ?? id);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

function Subscribed({ confirmed }: { confirmed: Confirmed }) {
  const { data: copy } = useNewsletterCopy();
  const titles = new Map((copy?.topics ?? []).map((topic) => [topic.id, topic.title]));
  return (
    <section className="max-w-2xl space-y-4 text-lg text-slate-700" data-testid="newsletter-subscribed">
      <FocusedHeading>You’re subscribed</FocusedHeading>
      <p>
        Thank you. We will send our newsletter about <strong className="text-navy-900">{topicWords(confirmed.topics, titles)}</strong> to{' '}
        <strong className="text-navy-900">{confirmed.email}</strong>.
      </p>
      <p>Every newsletter ends with a link to change your topics or unsubscribe in one click.</p>
      <Link href={paths.blog.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Read our latest posts
      </Link>
    </section>
  );
}
