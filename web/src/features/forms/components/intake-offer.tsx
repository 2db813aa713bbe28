// On the quote form, after the contact details and coverages: the offer to add details so the agency can quote
// without calling back. Its button sends the same form (`intake: true`) and opens the steps; without the page's
// code it is a plain send, like the form's own button.
import { Button } from '@/components/ui/button';
import { INTAKE_OFFER } from '@/config/intake-form';

export function IntakeOffer({ headingLevel, sending }: { headingLevel: 2 | 3 | 4; sending: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-testid="intake-offer" className="space-y-2 rounded-lg border border-teal-200 bg-teal-50 px-4 py-4">
      <Heading className="text-lg font-semibold text-navy-900">{INTAKE_OFFER.heading}</Heading>
      <p className="text-slate-800">{INTAKE_OFFER.text}</p>
      <Button type="submit" data-intake="" variant="secondary" aria-disabled={sending || undefined} className="w-full sm:w-auto">
        {INTAKE_OFFER.start}
      </Button>
    </div>
  );
}
