// The service's refusal of a step, above its questions and announced: its sentence naming the step, then each
// problem (which names the item and the question) as a link to the question it is about.
import type { IntakeStep } from '@/config/intake-form';
import { inputOfErrorKey } from '@/features/intake/lib/intake-drafts';

type ErrorSummaryProps = {
  step: IntakeStep;
  /** The service's sentence ("Check the Drivers step: ..."), or the words of a save that never arrived. */
  problem: string | null;
  errors: Readonly<Record<string, string>>;
};

export function IntakeErrorSummary({ step, problem, errors }: ErrorSummaryProps) {
  const entries = Object.entries(errors);
  return (
    <div role="alert" className="empty:hidden">
      {problem || entries.length ? (
        <div data-testid="intake-error-summary" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          <p className="font-semibold">{problem ?? `Check the ${step.title} step.`}</p>
          {entries.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {entries.map(([key, message]) => {
                const target = inputOfErrorKey(step, key);
                return (
                  <li key={key}>
                    {target ? (
                      <a href={`#${target}`} className="underline underline-offset-4" onClick={(event) => focusTarget(event, target)}>
                        {message}
                      </a>
                    ) : (
                      message
                    )}
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Moves focus to the question (not only the scroll), so its label and problem are read out. */
function focusTarget(event: React.MouseEvent<HTMLAnchorElement>, target: string) {
  const element = document.getElementById(target);
  if (!element) return;
  event.preventDefault();
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}
