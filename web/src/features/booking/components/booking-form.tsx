// The visitor's details for a chosen time: name, e-mail, phone, the type's questions, where (when the type offers more
// than one place) and the consent sentence; the service's refusal above Book, its field problems at the fields.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { MeetingType, Place } from '@/features/booking/api/booking-api';
import type { DraftFields, SendState } from '@/features/booking/lib/use-booking-send';
import { PLACE_LABELS } from '@/features/booking/lib/slot-times';
import { ConsentSentence } from '@/features/forms/components/consent-sentence';
import { PrivacyLink } from '@/features/forms/components/privacy-link';
import { ChoiceGroup, TextAreaField, TextField } from '@/features/forms/components/request-fields';

export type Prefill = { name: string; email: string; phone: string };

type BookingFormProps = {
  type: MeetingType;
  start: string;
  state: SendState;
  onSend: (fields: DraftFields) => void;
  onMount?: () => void;
  prefill?: Prefill | undefined;
  review?: string | undefined;
};

const REQUIRED = { name: 'Please enter your name.', email: 'Please enter your e-mail address.' } as const;

/** The form's answers as the service takes them, and the problems found before sending. */
function readForm(form: HTMLFormElement, type: MeetingType) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const answers = Object.fromEntries(type.questions.map((q) => [q.id, text(`answer-${q.id}`)]));
  const place = (text('place') || type.places[0] || 'phone') as Place;
  const problems: Record<string, string> = {};
  if (!text('name')) problems.name = REQUIRED.name;
  if (!text('email')) problems.email = REQUIRED.email;
  for (const q of type.questions) if (q.required && !answers[q.id]) problems[`answers.${q.id}`] = 'Please answer this question.';
  return { fields: { name: text('name'), email: text('email'), phone: text('phone'), website: text('website'), answers, place }, problems };
}

export function BookingForm({ type, start, state, onSend, onMount, prefill, review }: BookingFormProps) {
  const [problems, setProblems] = useState<Record<string, string>>({});
  const honeypotId = useId();
  useEffect(() => onMount?.(), [onMount]);
  const refusal = state.phase === 'editing' ? state.refusal : null;
  const errors = { ...refusal?.fields, ...problems };
  const sending = state.phase === 'sending';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { fields, problems: found } = readForm(event.currentTarget, type);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onSend({ ...fields, type: type.id, start, ...(review ? { review } : {}) });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Your details" data-testid="booking-form">
      <TextField name="name" label="Your name" required autoComplete="name" defaultValue={prefill?.name} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label="E-mail" type="email" required autoComplete="email" spellCheck={false}
          hint="Your calendar invitation goes here." defaultValue={prefill?.email} error={errors.email} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel"
          defaultValue={prefill?.phone} error={errors.phone} />
      </div>
      {type.places.length > 1 ? (
        <ChoiceGroup name="place" label="Where would you like to meet?" type="radio" required columns="sm:grid-cols-3"
          options={type.places.map((place) => ({ value: place, label: PLACE_LABELS[place] }))}
          defaultValues={[type.places[0] ?? 'phone']} error={errors.place} />
      ) : null}
      {type.questions.map((q) => (
        <TextAreaField key={q.id} name={`answer-${q.id}`} label={q.label} required={q.required}
          error={errors[`answers.${q.id}`] ?? errors[q.id]} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Leave this field empty</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <ConsentSentence />
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900">{refusal.message}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={sending}>
          {sending ? 'Booking...' : 'Book this time'}
        </Button>
        <PrivacyLink />
      </div>
    </form>
  );
}
