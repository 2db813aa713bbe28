// When the newsletter goes: now, or at a date and time in Connecticut (the agency's time), told back in words.
import { useId, useState } from 'react';
import { Choice, ChoiceFieldset } from '@/components/ui/choice';
import { FieldProblem } from '@/components/ui/field-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SendForm } from '@/features/newsletter-staff/lib/send-form';
import { connecticutWallTime, formatConnecticutLong, instantOfConnecticutWallTime } from '@/lib/connecticut-time';

type SendWhenProps = { form: SendForm; onChange: (part: Partial<SendForm>) => void; problem: string | undefined };

export function SendWhen({ form, onChange, problem }: SendWhenProps) {
  const id = useId();
  const at = instantOfConnecticutWallTime(form.at);
  // The earliest time the field offers: now, when the form opened.
  const [earliest] = useState(() => connecticutWallTime(Date.now()));
  return (
    <ChoiceFieldset legend="When">
      <Choice type="radio" name={`${id}-when`} className="text-sm text-slate-800" checked={form.when === 'now'} onCheckedChange={() => onChange({ when: 'now' })}>
        Send now
      </Choice>
      <Choice type="radio" name={`${id}-when`} className="text-sm text-slate-800" checked={form.when === 'later'} onCheckedChange={() => onChange({ when: 'later' })}>
        Schedule for later
      </Choice>
      {form.when === 'later' ? (
        <div className="space-y-1 pl-6">
          <Label htmlFor={`${id}-at`}>Date and time (Connecticut time)</Label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            value={form.at}
            min={earliest}
            onChange={(event) => onChange({ at: event.target.value })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-at-hint${problem ? ` ${id}-at-problem` : ''}`}
            className="sm:w-72"
          />
          <p id={`${id}-at-hint`} aria-live="polite" className="text-sm text-slate-600">
            {Number.isNaN(at) ? 'Times are Connecticut (Eastern) time.' : `Goes out on ${formatConnecticutLong(at)} (Connecticut time).`}
          </p>
          <FieldProblem id={`${id}-at-problem`} message={problem} />
        </div>
      ) : null}
    </ChoiceFieldset>
  );
}
