// The pages of a manage or review link that cannot be used: not recognised (forged or mistyped), no longer working
// (used, or expired), or too close to the booking to change online — each with the office's phone and nothing changed.
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { paths } from '@/config/paths';
import type { Refusal } from '@/features/booking/api/booking-api';
import { CallUs } from '@/features/booking/components/call-us';

export type LinkProblem = 'missing' | 'unknown' | 'gone' | 'cut-off' | 'failed';

const HEADINGS: Record<LinkProblem, string> = {
  missing: 'Open the link from our e-mail',
  unknown: 'We don’t recognise this link',
  gone: 'This link no longer works',
  'cut-off': 'It is too late to change this booking online',
  failed: 'Your booking could not be loaded',
};

const LEADS: Record<LinkProblem, string> = {
  missing: 'This page needs the whole link from the e-mail we sent you. If you cannot find it',
  unknown: 'Please check that you opened the whole link from our e-mail. If it still does not work',
  gone: 'It was already used, a newer one was sent, or its time has passed. For help',
  'cut-off': 'To change or cancel it now',
  failed: 'Please try again in a moment. If it still does not work',
};

/** Which page a refusal of the service calls for. */
export function problemOf(refusal: Refusal): LinkProblem {
  if (refusal.status === 404) return 'unknown';
  if (refusal.status === 410) return 'gone';
  if (refusal.status === 409 && refusal.nextFree.length === 0) return 'cut-off';
  return 'failed';
}

export function LinkRefused({ problem, message }: { problem: LinkProblem; message?: string | undefined }) {
  return (
    <section className="max-w-3xl space-y-4" data-testid="link-refused" data-problem={problem}>
      <FocusedHeading>{HEADINGS[problem]}</FocusedHeading>
      {message ? <p>{message}</p> : null}
      <CallUs lead={LEADS[problem]} joiner=", call us at" />
      <Link href={paths.book.getHref()} className={buttonVariants({ variant: 'outline' })}>
        Book a new call
      </Link>
    </section>
  );
}
