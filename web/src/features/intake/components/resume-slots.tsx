// Where the intake's steps (the intake-web part's) plug into the resume page: once a link and its code opened the
// intake again, the page shows them in place, at the step the service kept. Until the two parts are merged the slot
// is empty and the page says where the visitor is; wiring it is one line here, lazily (the steps are a chunk of their
// own, and the resume page's first load is near the budget; the page waits for it in a Suspense):
//   export const ResumedIntakeSlot = lazy(() =>
//     import('@/features/intake/components/quote-intake').then((m) => ({ default: m.QuoteIntake })));
import type { ComponentType, ReactNode } from 'react';

/** What the steps are given (QuoteIntake's props): the reference if known, and the confirmation once sent. */
export type ResumedIntakeSlotProps = {
  reference: string | null;
  confirmation: (reference: string | null) => ReactNode;
  onConfirmed: () => void;
};

export const ResumedIntakeSlot: ComponentType<ResumedIntakeSlotProps> | null = null;
