// The checklist before a text goes public: advice listed (it never holds anything up), and each risk finding with
// its phrase in its sentence, why it matters and what to write instead, ticked "I've reviewed this wording" (a
// finding reviewed before starts ticked, saying who reviewed it). The button that goes on is enabled once every
// risk finding is ticked, and sends them as the write's acknowledge.
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, useCloseDialog } from '@/components/ui/dialog';
import { DialogPanel } from '@/components/ui/dialog-panel';
import { FindingTick } from '@/components/ui/finding-tick';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { FindingText } from '@/features/wording-review/components/finding-text';
import { acknowledgementOf, findingKey, isRisk, reviewOf } from '@/features/wording-review/lib/findings';
import type { Acknowledgement, Finding, WordingReview } from '@/lib/api-types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { errorReason } from '@/lib/error-reason';

const DESCRIPTION =
  'Promises of an outcome, price claims and claims of special expertise can mislead a reader and create a duty ' +
  'the agency did not mean to take on. Review each one; advice is there to consider.';

export type ReviewChecklistProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The words of the button that goes on: "Publish", "Schedule", "Update", "Save". */
  action: string;
  /** The findings now; undefined while they load. */
  findings: readonly Finding[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** The reviews kept with the text: findings they cover start ticked. */
  reviews: readonly WordingReview[];
  onConfirm: (acknowledge: Acknowledgement[]) => void;
};

export function ReviewChecklist({ open, onOpenChange, ...props }: ReviewChecklistProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide" className="h-fit max-w-2xl" data-testid="review-checklist">
        {/* Mounted afresh on each opening and each new list: nothing starts ticked that was not reviewed before. */}
        <ChecklistForm key={JSON.stringify(props.findings ?? null)} {...props} />
      </DialogContent>
    </Dialog>
  );
}

function ChecklistForm({ action, findings, error, onRetry, reviews, onConfirm }: Omit<ReviewChecklistProps, 'open' | 'onOpenChange'>) {
  const close = useCloseDialog();
  const risks = (findings ?? []).filter(isRisk);
  const advice = (findings ?? []).filter((finding) => !isRisk(finding));
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(risks.filter((finding) => reviewOf(finding, reviews)).map(findingKey)),
  );
  const tick = (key: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const ready = findings !== undefined || Boolean(error);
  const allTicked = risks.every((finding) => ticked.has(findingKey(finding)));

  const footer = (
    <>
      <p className="text-sm text-slate-600 sm:mr-auto sm:self-center" aria-live="polite">
        {allTicked ? '' : 'Tick each finding once you have reviewed it.'}
      </p>
      <Button variant="outline" onClick={close}>
        Back to editing
      </Button>
      <Button disabled={!ready || !allTicked} onClick={() => onConfirm(risks.filter((f) => ticked.has(findingKey(f))).map(acknowledgementOf))}>
        {action}
      </Button>
    </>
  );

  return (
    <DialogPanel
      title="Check the wording before it goes public"
      description={DESCRIPTION}
      bodyClassName="space-y-5"
      footer={footer}
    >
      {findings === undefined && !error ? <LoadingStatus className="py-4" /> : null}
      {findings === undefined && error ? (
        <LoadFailure onRetry={onRetry} className="p-4">
          The wording could not be checked{errorReason(error) ? `: ${errorReason(error)}` : '.'} You can still go on: the
          server checks it again.
        </LoadFailure>
      ) : null}
      {findings?.length === 0 ? <p className="text-slate-700">No wording to review.</p> : null}
      {risks.length ? <RiskList risks={risks} reviews={reviews} ticked={ticked} onTick={tick} /> : null}
      {advice.length ? <AdviceList advice={advice} /> : null}
    </DialogPanel>
  );
}

type RiskListProps = {
  risks: readonly Finding[];
  reviews: readonly WordingReview[];
  ticked: ReadonlySet<string>;
  onTick: (key: string, on: boolean) => void;
};

function RiskList({ risks, reviews, ticked, onTick }: RiskListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-navy-900">
        Wording to review ({risks.length})
      </h3>
      <ul className="mt-2 space-y-3">
        {risks.map((finding, index) => {
          const key = findingKey(finding);
          const earlier = reviewOf(finding, reviews);
          return (
            <li key={key} className="rounded-md border border-amber-300 bg-amber-50 p-3">
              <FindingTick
                finding={finding}
                FindingText={FindingText}
                ticked={ticked}
                onTick={onTick}
                aria-describedby={earlier ? `${headingId}-${index}` : undefined}
              >
                I've reviewed this wording
              </FindingTick>
              {earlier ? (
                <p id={`${headingId}-${index}`} className="mt-1 text-xs text-slate-600">
                  Reviewed by {earlier.by} on {formatConnecticutShort(earlier.at)}.
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AdviceList({ advice }: { advice: readonly Finding[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-navy-900">
        Advice ({advice.length})
      </h3>
      <p className="text-sm text-slate-600">Worth a look; none of it stops the text from going public.</p>
      <ul className="mt-2 space-y-3">
        {advice.map((finding, index) => (
          <li key={index} className="rounded-md border border-slate-200 bg-slate-50 p-3">
            <FindingText finding={finding} />
          </li>
        ))}
      </ul>
    </section>
  );
}
