// The post's risk findings (the pre-publish checks'), each with a box to tick once reviewed: the e-mail goes out
// only with every one ticked, as the post only went public with them reviewed. Shown even before the preview
// names any, when a refusal did.
import { FindingTick } from '@/components/ui/finding-tick';
import type { FindingView } from '@/features/newsletter-staff/types';
import type { Finding } from '@/lib/api-types';
import { findingKey } from '@/lib/finding-identity';

type RiskAcknowledgementsProps = {
  findings: readonly Finding[];
  acknowledged: ReadonlySet<string>;
  onChange: (key: string, on: boolean) => void;
  problemId: string;
  problem: string | undefined;
  /** How a finding reads (the wording review's, lent by the app). */
  FindingText: FindingView;
};

export function RiskAcknowledgements({ findings, acknowledged, onChange, problemId, problem, FindingText }: RiskAcknowledgementsProps) {
  if (!findings.length) return null;
  return (
    <fieldset className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" aria-describedby={problem ? problemId : undefined}>
      <legend className="px-1 text-base font-bold text-amber-950">Wording to review before it is e-mailed</legend>
      <p className="text-sm text-amber-950">
        The checks found wording a regulator could fault. An e-mail cannot be corrected once sent: change the post, or
        tick each one you have reviewed and keep.
      </p>
      <ul className="space-y-3">
        {findings.map((finding) => (
          <li key={findingKey(finding)} className="rounded-md bg-white p-3" data-testid="risk-finding">
            <FindingTick finding={finding} FindingText={FindingText} ticked={acknowledged} onTick={onChange}>
              Reviewed: keep it in the e-mail
            </FindingTick>
          </li>
        ))}
      </ul>
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
