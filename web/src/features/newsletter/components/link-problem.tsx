// The page of a mailed link that cannot be used: missing (the page opened without it), not recognised (forged or
// mistyped), expired, or not readable just now. Its heading takes focus; what follows is the caller's.
import type { ReactNode } from 'react';
import { FocusedHeading } from '@/components/ui/focused-heading';

export type LinkProblemKind = 'missing' | 'unknown' | 'expired' | 'failed';

const HEADINGS: Record<LinkProblemKind, string> = {
  missing: 'Open the link from our e-mail',
  unknown: 'We don’t recognise this link',
  expired: 'This link has expired',
  failed: 'This link could not be opened just now',
};

export function LinkProblem({ kind, children }: { kind: LinkProblemKind; children: ReactNode }) {
  return (
    <section className="max-w-2xl space-y-4 text-lg text-slate-700" data-testid="newsletter-link-problem" data-problem={kind}>
      <FocusedHeading>{HEADINGS[kind]}</FocusedHeading>
      {children}
    </section>
  );
}

/** Which page an answer's status calls for. */
export function problemOfStatus(status: number | undefined): LinkProblemKind {
  if (status === 404) return 'unknown';
  if (status === 410) return 'expired';
  return 'failed';
}
