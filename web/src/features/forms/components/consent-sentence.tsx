// The consent sentence every request form shows before the contact details (calls, texts and e-mails about this
// request; no marketing), in the intake declaration's words; the service records it with the request.
import { INTAKE_CONSENT } from '@/config/intake-form';

export function ConsentSentence() {
  return (
    <p data-testid="consent-sentence" className="text-sm text-slate-700">
      {INTAKE_CONSENT}
    </p>
  );
}
