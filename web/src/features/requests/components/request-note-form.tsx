// A note on a request: up to 5,000 characters, counted as staff type; Add note saves it to the timeline, and the
// service's refusal is shown under the box.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ControlProblem } from '@/components/ui/control-problem';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useAddRequestNote } from '@/features/requests/api/update-request';
import { fieldProblem } from '@/features/requests/lib/field-error';
import { cn } from '@/lib/cn';

/** The longest note the service takes (characters, once trimmed). */
export const NOTE_LIMIT = 5000;

export function RequestNoteForm({ requestId, csrfToken }: { requestId: number; csrfToken: string }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = useAddRequestNote(requestId, csrfToken);
  const length = text.trim().length;
  const over = length > NOTE_LIMIT;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!length || over) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  const problem = add.isError ? fieldProblem(add.error, 'text', 'The note could not be added.') : null;
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Add a note">
      <Label htmlFor={id}>Note</Label>
      <Textarea
        id={id}
        rows={4}
        value={text}
        aria-invalid={problem || over ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-count`} className={cn('text-sm', over ? 'font-semibold text-red-800' : 'text-slate-600')}>
        {over
          ? `${(length - NOTE_LIMIT).toLocaleString('en-US')} characters too many (at most ${NOTE_LIMIT.toLocaleString('en-US')})`
          : `${length.toLocaleString('en-US')} of ${NOTE_LIMIT.toLocaleString('en-US')} characters`}
      </p>
      <ControlProblem id={id} problem={problem} />
      <Button type="submit" size="sm" disabled={!length || over || add.isPending}>
        {add.isPending ? 'Adding...' : 'Add note'}
      </Button>
    </form>
  );
}
