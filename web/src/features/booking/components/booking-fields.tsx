// The booking form's own fields beyond the house text field: a question's answer (a text area), the place to meet
// (radio buttons, when the type offers more than one) and the consent sentence.
import { useId } from 'react';
import { Link } from 'wouter';
import { ChoiceFieldset, Choice } from '@/components/ui/choice';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { INTAKE_CONSENT } from '@/config/intake-form';
import { paths } from '@/config/paths';
import type { Place, Question } from '@/features/booking/api/booking-api';
import { PLACE_LABELS } from '@/features/booking/lib/slot-times';

export function QuestionField({ question, error }: { question: Question; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {question.label}
        {question.required ? <span className="ml-1.5 text-sm font-normal text-slate-600">(required)</span> : null}
      </Label>
      <Textarea id={id} name={`answer-${question.id}`} rows={3} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} />
      {error ? <p id={`${id}-error`} className="text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

export function PlaceField({ places }: { places: readonly Place[] }) {
  return (
    <ChoiceFieldset legend="Where would you like to meet?">
      <div className="grid gap-2 sm:grid-cols-3">
        {places.map((place, index) => (
          <Choice key={place} type="radio" name="place" value={place} defaultChecked={index === 0}
            onCheckedChange={() => undefined} className="rounded-md border border-navy-100 px-3 py-2">
            {PLACE_LABELS[place]}
          </Choice>
        ))}
      </div>
    </ChoiceFieldset>
  );
}

/** The consent the request forms ask (calls, texts and e-mails about this request; no marketing) and the privacy link. */
export function ConsentAndPrivacy() {
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <p data-testid="consent-sentence">{INTAKE_CONSENT}</p>
      <p>
        How we use your information:{' '}
        <Link href={paths.privacy.getHref()} className="font-semibold text-teal-700 underline underline-offset-4">
          {paths.privacy.title}
        </Link>
      </p>
    </div>
  );
}
