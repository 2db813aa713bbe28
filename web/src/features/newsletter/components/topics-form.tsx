// A subscriber's topics to change (keeping none unsubscribes) and "Unsubscribe from everything", each answered in
// place; a refused or unsent change says so and changes nothing shown.
import { useState, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { saveTopics, unsubscribe } from '@/features/newsletter/api/newsletter-api';
import type { Preferences } from '@/features/newsletter/types';
import { isApiError } from '@/lib/api-client';

type TopicsFormProps = { token: string; preferences: Preferences; onUnsubscribed: () => void };
type Phase = { busy: boolean; saved?: boolean; problem?: string };

const UNSENT = 'Your change could not be saved. Check your connection and try again.';
const problemOf = (error: unknown) => (isApiError(error) && error.status < 500 && error.message ? error.message : UNSENT);

export function TopicsForm({ token, preferences, onUnsubscribed }: TopicsFormProps) {
  const [chosen, setChosen] = useState(() => new Set(preferences.topics));
  const [phase, setPhase] = useState<Phase>({ busy: false });

  const run = async (write: () => Promise<void>, left: boolean) => {
    if (phase.busy) return;
    setPhase({ busy: true });
    try {
      await write();
      if (left) onUnsubscribed();
      else setPhase({ busy: false, saved: true });
    } catch (error) {
      setPhase({ busy: false, problem: problemOf(error) });
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const topics = preferences.allTopics.map(({ id }) => id).filter((id) => chosen.has(id));
    void run(() => saveTopics(token, topics), topics.length === 0);
  };
  const toggle = (id: string, on: boolean) => {
    setChosen((previous) => new Set([...previous].filter((topic) => topic !== id).concat(on ? [id] : [])));
    setPhase({ busy: false });
  };

  return (
    <div className="max-w-2xl space-y-8" data-testid="newsletter-preferences">
      <p className="text-lg text-slate-700">
        Newsletters for <strong className="text-navy-900" data-testid="preferences-email">{preferences.email}</strong>
      </p>
      <form onSubmit={save} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <fieldset className="space-y-3">
          <legend className="text-lg font-bold text-navy-900">Your topics</legend>
          {preferences.allTopics.map((topic) => (
            <label key={topic.id} className="flex items-start gap-3">
              <input type="checkbox" checked={chosen.has(topic.id)} onChange={(event) => toggle(topic.id, event.target.checked)} className="mt-1 size-4 shrink-0 accent-teal-600" />
              <span>
                <span className="font-semibold text-navy-900">{topic.title}</span>
                <span className="block text-sm text-slate-600">{topic.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-slate-600">Keep none to stop all newsletters.</p>
        <div role="status" className="empty:hidden">
          {phase.saved ? <p className="font-semibold text-teal-800">Your topics are saved.</p> : null}
        </div>
        <div role="alert" className="empty:hidden">
          {phase.problem ? <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 font-semibold text-red-900">{phase.problem}</p> : null}
        </div>
        <button type="submit" aria-disabled={phase.busy || undefined} className={buttonVariants()}>
          Save my topics
        </button>
      </form>
      <section aria-labelledby="leave-everything" className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id="leave-everything" className="text-lg font-bold text-navy-900">Stop all newsletters</h2>
        <p className="text-slate-700">You will get no more newsletters from us at this address.</p>
        <button type="button" onClick={() => void run(() => unsubscribe(token), true)} aria-disabled={phase.busy || undefined} className={buttonVariants({ variant: 'outline' })}>
          Unsubscribe from everything
        </button>
      </section>
    </div>
  );
}
