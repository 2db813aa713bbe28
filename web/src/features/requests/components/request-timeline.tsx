// A request's timeline, oldest first: received, status moves, assignments, notes (their text as typed), logged
// contacts (with their note), the mails and a deletion, each with who and when, in the office's time.
import { useAssignees } from '@/features/requests/api/get-assignees';
import { actorText, timelineText } from '@/features/requests/lib/timeline-text';
import type { TimelineEvent } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';

export function RequestTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const { data: assignees } = useAssignees();
  if (!events.length) return <p className="text-sm text-slate-600">Nothing has happened yet.</p>;
  return (
    <ol aria-label="Timeline, oldest first" className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => {
        const problem = event.type === 'mail-failed' || event.type === 'mail-skipped';
        return (
          <li key={event.id} data-testid="timeline-entry" data-type={event.type}>
            <p className={cn('text-sm', problem ? 'font-semibold text-red-800' : 'text-slate-900')}>
              {timelineText(event, assignees)}
              {event.actor ? <span className="font-normal text-slate-600"> {actorText(event.actor, assignees)}</span> : null}
            </p>
            <time dateTime={event.at} className="text-xs text-slate-600">
              {formatConnecticutShort(event.at)}
            </time>
            {event.type === 'note' || (event.type === 'contact' && event.data.note) ? (
              <p className="mt-1 rounded-md bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-900">
                {event.type === 'note' ? event.data.text : event.data.note}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
