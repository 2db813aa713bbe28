// "Log a call": a call, text or e-mail that reached the visitor, when it happened (the office's time, now unless
// changed) and an optional note. It goes on the timeline; the first one is the time to first contact in Reports.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceList } from '@/components/ui/choice';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLogRequestContact } from '@/features/requests/api/update-request';
import { ControlProblem, problemAria } from '@/components/ui/control-problem';
import { fieldProblem } from '@/features/requests/lib/field-error';
import { CONTACT_CHANNELS } from '@/features/requests/lib/timeline-text';
import type { ContactChannel } from '@/features/requests/types';
import { connecticutWallTime } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';

/** The longest note the service takes with a contact (characters, once trimmed). */
export const CONTACT_NOTE_LIMIT = 1000;

type RequestContactFormProps = { requestId: number; csrfToken: string };

export function RequestContactForm({ requestId, csrfToken }: RequestContactFormProps) {
  const id = useId();
  const [channel, setChannel] = useState<ContactChannel>('call');
  const [at, setAt] = useState(() => connecticutWallTime(Date.now()));
  const [note, setNote] = useState('');
  const log = useLogRequestContact(requestId, csrfToken);
  const over = note.trim().length > CONTACT_NOTE_LIMIT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (over) return;
    log.mutate(
      { channel, at, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          setAt(connecticutWallTime(Date.now()));
        },
      },
    );
  };
  const timeProblem = log.isError ? fieldProblem(log.error, 'at', '') : '';
  const otherProblem = log.isError && !timeProblem ? fieldProblem(log.error, 'note', 'The contact could not be logged.') : '';
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
        Log a call
      </h2>
      <p className="mt-1 text-sm text-slate-600">Reached them? Note how and when: Reports count the first contact.</p>
      <form onSubmit={submit} className="mt-4 space-y-4" aria-labelledby={`${id}-heading`}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">How</legend>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            <ChoiceList
              type="radio"
              name={`${id}-channel`}
              className="min-h-6 text-sm text-slate-900"
              options={CONTACT_CHANNELS}
              isChecked={(value) => value === channel}
              onCheckedChange={(value, checked) => checked && setChannel(value)}
            />
          </div>
        </fieldset>
        <WhenField id={`${id}-at`} value={at} onChange={setAt} problem={timeProblem} />
        <div className="space-y-1">
          <Label htmlFor={`${id}-note`}>Note (optional)</Label>
          <Textarea
            id={`${id}-note`}
            rows={2}
            value={note}
            aria-invalid={over ? true : undefined}
            aria-describedby={over ? `${id}-note-over` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {over ? (
            <p id={`${id}-note-over`} className="text-sm font-semibold text-red-800">
              At most {CONTACT_NOTE_LIMIT.toLocaleString('en-US')} characters
            </p>
          ) : null}
        </div>
        {otherProblem ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {otherProblem}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={over || log.isPending}>
          {log.isPending ? 'Logging...' : 'Log contact'}
        </Button>
      </form>
    </section>
  );
}

type WhenFieldProps = { id: string; value: string; onChange: (value: string) => void; problem: string };

/** When the contact happened, on the office's clock; the service refuses a time before the request or to come. */
function WhenField({ id, value, onChange, problem }: WhenFieldProps) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>When (Eastern Time)</Label>
      <input
        id={id}
        type="datetime-local"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...problemAria(id, problem)}
        className={cn(fieldClasses, 'h-10 py-1.5')}
      />
      <ControlProblem id={id} problem={problem} />
    </div>
  );
}
