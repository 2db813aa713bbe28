// The visitor's details for a chosen time: name, e-mail, phone, the type's questions, where (when the type offers more
// than one place) and the consent sentence; the service's refusal above Book, its field problems at the fields.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { MeetingType, Place } from '@/features/booking/api/booking-api';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { ConsentAndPrivacy, PlaceField, QuestionField } from '@/features/booking/components/booking-fields';
import type { DraftFields, SendState } from '@/features/booking/lib/use-booking-send';

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
      <TextField name="name" label="Your name (required)" autoComplete="name" defaultValue={prefill?.name}
        error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="email" label="E-mail (required)" type="email" autoComplete="email" spellCheck={false}
          hint="Your calendar invitation goes here." defaultValue={prefill?.email} error={errors.email} />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel"
          defaultValue={prefill?.phone} error={errors.phone} />
      </div>
      {type.places.length > 1 ? <PlaceField places={type.places} /> : null}
      {type.questions.map((q) => (
        <QuestionField key={q.id} question={q} error={errors[`answers.${q.id}`] ?? errors[q.id]} />
      ))}
      <HoneypotField />
      <ConsentAndPrivacy />
      <div role="alert" className="empty:hidden">
        {refusal ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900">{refusal.message}</p>
        ) : null}
      </div>
      <Button type="submit" disabled={sending}>
        {sending ? 'Booking...' : 'Book this time'}
      </Button>
    </form>
  );
}
