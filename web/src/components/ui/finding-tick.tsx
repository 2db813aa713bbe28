// FindingTick: a wording finding as its reader shows it, with the box staff tick once they have reviewed it; ticked
// means its key (lib/finding-identity: what makes two findings the same one) is in the set. Shared by the wording
// review's checklist and the newsletter's send form.
import type { ComponentType, ReactNode } from 'react';
import { Choice } from '@/components/ui/choice';
import type { Finding } from '@/lib/api-types';
import { findingKey } from '@/lib/finding-identity';

type FindingTickProps = {
  finding: Finding;
  /** How a finding reads. */
  FindingText: ComponentType<{ finding: Finding }>;
  ticked: ReadonlySet<string>;
  onTick: (key: string, on: boolean) => void;
  'aria-describedby'?: string | undefined;
  /** The box's words. */
  children: ReactNode;
};

export function FindingTick({ finding, FindingText, ticked, onTick, children, ...aria }: FindingTickProps) {
  const key = findingKey(finding);
  return (
    <>
      <FindingText finding={finding} />
      <Choice
        type="checkbox"
        className="mt-2 text-sm font-semibold text-navy-900"
        checked={ticked.has(key)}
        onCheckedChange={(on) => onTick(key, on)}
        {...aria}
      >
        {children}
      </Choice>
    </>
  );
}
