// Who handles a request and how far it is: its status (only the statuses its kind takes) and who it is assigned
// to (the active staff, or nobody). Each change is saved at once; a refusal is shown beside its own control.
import { useId, type ReactNode } from 'react';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { STATUS_LABELS, statusesOf } from '@/config/request-kinds';
import { useAssignees } from '@/features/requests/api/get-assignees';
import { useUpdateRequest } from '@/features/requests/api/update-request';
import { ControlProblem, problemAria } from '@/components/ui/control-problem';
import { fieldProblem } from '@/features/requests/lib/field-error';
import { staffName } from '@/features/requests/lib/request-text';
import type { RequestChange, RequestStatus, StaffRequest } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';
import { cn } from '@/lib/cn';

type RequestHandlingProps = { request: StaffRequest; csrfToken: string };

/** The assignee select's value for nobody. */
const NOBODY = '';

export function RequestHandling({ request, csrfToken }: RequestHandlingProps) {
  const { data: assignees = [] } = useAssignees();
  // A status the kind no longer takes (an old one) stays shown, so the select never claims another.
  const statuses: readonly RequestStatus[] = statusesOf(request.kind).includes(request.status)
    ? statusesOf(request.kind)
    : [request.status, ...statusesOf(request.kind)];
  // Someone no longer among the active staff stays shown as assigned.
  const unlisted = request.assignee && !assignees.some((person) => person.username === request.assignee);
  return (
    <section aria-labelledby="handling-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="handling-heading" className="text-lg font-bold text-navy-900">
        Handling
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {request.statusChangedBy && request.statusChangedAt
          ? `Status set by ${staffName(request.statusChangedBy, assignees)}, ${formatConnecticutShort(request.statusChangedAt)}`
          : 'Nobody has answered this request yet.'}
      </p>
      <ChangeSelect label="Status" field="status" value={request.status} request={request} csrfToken={csrfToken}>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status] ?? status}
          </option>
        ))}
      </ChangeSelect>
      <ChangeSelect label="Assigned to" field="assignee" value={request.assignee ?? NOBODY} request={request} csrfToken={csrfToken}>
        <option value={NOBODY}>Unassigned</option>
        {unlisted ? <option value={request.assignee ?? NOBODY}>{request.assignee}</option> : null}
        {assignees.map((person) => (
          <option key={person.username} value={person.username}>
            {person.displayName || person.username}
          </option>
        ))}
      </ChangeSelect>
    </section>
  );
}

type ChangeSelectProps = {
  label: string;
  field: keyof RequestChange;
  value: string;
  request: StaffRequest;
  csrfToken: string;
  children: ReactNode;
};

/** One select that saves its field when changed, with "Saving..." and the service's refusal beside it. */
function ChangeSelect({ label, field, value, request, csrfToken, children }: ChangeSelectProps) {
  const id = useId();
  const update = useUpdateRequest(request.id, csrfToken);
  const change = (chosen: string) =>
    update.mutate(field === 'status' ? { status: chosen as RequestStatus } : { assignee: chosen || null });
  const problem = update.isError ? fieldProblem(update.error, field, `The ${label.toLowerCase()} could not be changed.`) : null;
  return (
    <div className="mt-4 space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={cn(fieldClasses, 'h-10 py-1.5')}
        value={value}
        disabled={update.isPending}
        {...problemAria(id, problem)}
        onChange={(event) => change(event.target.value)}
      >
        {children}
      </select>
      <div role="status" className="empty:hidden">
        {update.isPending ? <p className="text-sm text-slate-600">Saving...</p> : null}
      </div>
      <ControlProblem id={id} problem={problem} />
    </div>
  );
}
