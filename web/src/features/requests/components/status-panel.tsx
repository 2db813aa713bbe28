// A request's status and its history: New → Contacted → Closed (or back), who changed it and when.
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { STATUS_LABELS, statusesOf } from '@/config/request-kinds';
import { useUpdateRequestStatus } from '@/features/requests/api/update-request-status';
import { formatDateTime } from '@/features/requests/lib/request-text';
import type { RequestStatus, StaffRequest } from '@/features/requests/types';
import { errorReason } from '@/lib/error-reason';

const ACTIONS: Record<RequestStatus, { to: RequestStatus; label: string }[]> = {
  new: [
    { to: 'contacted', label: 'Mark as contacted' },
    { to: 'closed', label: 'Close' },
  ],
  contacted: [
    { to: 'closed', label: 'Close' },
    { to: 'new', label: 'Mark as new' },
  ],
  closed: [{ to: 'contacted', label: 'Reopen' }],
};

type StatusPanelProps = { request: StaffRequest; csrfToken: string };

export function StatusPanel({ request, csrfToken }: StatusPanelProps) {
  const update = useUpdateRequestStatus(request.id, csrfToken);
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons change with the status: focus goes to the heading, which names the new one.
  const change = (to: RequestStatus) => update.mutate(to, { onSuccess: () => heading.current?.focus() });
  const history = request.history ?? [];
  // Only the moves to a status the request's kind takes (service/requests/request_kinds.json).
  const actions = ACTIONS[request.status].filter((action) => statusesOf(request.kind).includes(action.to));
  return (
    <section aria-labelledby="status-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 ref={heading} id="status-heading" tabIndex={-1} className="text-lg font-bold text-navy-900 outline-none">
        Status: {STATUS_LABELS[request.status]}
      </h2>
      {request.statusChangedBy && request.statusChangedAt ? (
        <p className="mt-1 text-sm text-slate-600">
          Set by {request.statusChangedBy} on {formatDateTime(request.statusChangedAt)}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">Nobody has answered this request yet.</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {actions.map((action, index) => (
          <Button
            key={action.to}
            variant={index === 0 ? 'primary' : 'outline'}
            size="sm"
            disabled={update.isPending}
            onClick={() => change(action.to)}
          >
            {action.label}
          </Button>
        ))}
      </div>
      <div role="status" className="empty:hidden">
        {update.isPending ? <p className="mt-3 text-sm text-slate-600">Saving...</p> : null}
      </div>
      {update.isError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          The status could not be changed{errorReason(update.error) ? `: ${errorReason(update.error)}` : '.'}
        </p>
      ) : null}
      {history.length ? (
        <>
          <h3 className="mt-6 text-sm font-semibold text-navy-900">History</h3>
          <ol className="mt-2 space-y-1.5 text-sm text-slate-700">
            {history.map((change, index) => (
              <li key={index}>
                <span className="font-medium">{STATUS_LABELS[change.status]}</span> by {change.changedBy},{' '}
                <time dateTime={change.changedAt}>{formatDateTime(change.changedAt)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
