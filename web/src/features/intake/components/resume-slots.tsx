// Where the intake's steps plug into the resume page: once a link and its code opened the intake again, the page
// shows them in place, at the step the service kept. Lazily: the steps are a chunk of their own (the resume page's
// first load is near the budget), and the page waits for them in a Suspense.
import { lazy, type ComponentType, type ReactNode } from 'react';

/** What the steps are given (QuoteIntake's props): the reference if known, and the confirmation once sent. */
export type ResumedIntakeSlotProps = {
  reference: string | null;
  confirmation: (reference: string | null) => ReactNode;
  onConfirmed: () => void;
};

export const ResumedIntakeSlot: ComponentType<ResumedIntakeSlotProps> | null = lazy(() =>
  import('@/features/intake/components/quote-intake').then((m) => ({ default: m.QuoteIntake })),
);
