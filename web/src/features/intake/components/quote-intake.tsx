// What the quote form shows once a visitor chose to add details (a chunk of its own, which the app loads only then):
// the intake's steps, then, once the request is sent, the form's usual confirmation.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import IntakeSteps from '@/features/intake/components/intake-steps';

type QuoteIntakeProps = {
  /** The reference the quote form's send answered with. */
  reference: string | null;
  /** The confirmation of the sent request, with its reference. */
  confirmation: (reference: string | null) => ReactNode;
  /** Called once the confirmation is shown (the form moves focus to its heading). */
  onConfirmed: () => void;
};

export function QuoteIntake({ reference, confirmation, onConfirmed }: QuoteIntakeProps) {
  const [sent, setSent] = useState<{ reference: string | null } | null>(null);
  const onSent = useCallback((received: string | null) => setSent({ reference: received ?? reference }), [reference]);
  useEffect(() => {
    if (sent) onConfirmed();
  }, [sent, onConfirmed]);
  if (sent) return <>{confirmation(sent.reference)}</>;
  return (
    <div data-testid="quote-intake" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <IntakeSteps onSent={onSent} />
    </div>
  );
}
