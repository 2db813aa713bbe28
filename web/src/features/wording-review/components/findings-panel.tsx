// The findings beside an editor: wording to review (risks) and advice, with their counts, updated as staff type;
// "Checking..." while the first list loads, what failed with Try again, "No wording to review" when clean.
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FindingText } from '@/features/wording-review/components/finding-text';
import { findingCounts, isRisk, riskFirst } from '@/features/wording-review/lib/findings';
import type { Finding } from '@/lib/api-types';
import { errorReason } from '@/lib/error-reason';

type FindingsPanelProps = {
  /** The checks of the text as it was when typing last paused. */
  checks: Pick<UseQueryResult<Finding[]>, 'data' | 'error' | 'isFetching' | 'refetch'>;
  /** The text has changed since: a newer list is on its way. */
  moving: boolean;
  /** 3 under the post editor's h2; 2 on a document's screen, right under its h1. */
  headingLevel: 2 | 3;
};

export function FindingsPanel({ checks, moving, headingLevel }: FindingsPanelProps) {
  const headingId = useId();
  const findings = checks.data;
  const updating = moving || checks.isFetching;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="wording-findings">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-base font-bold text-navy-900">
          Wording and accessibility
        </Heading>
        <p aria-live="polite" className="text-sm text-slate-600">
          {updating ? 'Checking...' : findings ? findingCounts(findings) : ''}
        </p>
      </div>
      <PanelBody findings={findings} error={checks.error} onRetry={() => void checks.refetch()} />
    </section>
  );
}

type PanelBodyProps = { findings: readonly Finding[] | undefined; error: unknown; onRetry: () => void };

function PanelBody({ findings, error, onRetry }: PanelBodyProps) {
  if (error && !findings) {
    return (
      <div role="alert" className="mt-2 text-sm text-red-800">
        <p>The text could not be checked{errorReason(error) ? `: ${errorReason(error)}` : '.'}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!findings) return null;
  if (!findings.length) return <p className="mt-2 text-sm text-slate-700">No wording to review.</p>;
  return (
    <ul className="mt-3 space-y-3">
      {riskFirst(findings).map((finding, index) => (
        <li key={index} className="rounded-md border border-slate-200 bg-white p-3">
          <p className={isRisk(finding) ? 'mb-1 text-xs font-bold text-amber-900 uppercase' : 'mb-1 text-xs font-bold text-slate-600 uppercase'}>
            {isRisk(finding) ? 'Wording to review' : 'Advice'}
          </p>
          <FindingText finding={finding} />
        </li>
      ))}
    </ul>
  );
}
