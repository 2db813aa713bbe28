// Small labels on the staff screens: a request's status (new ones stand out), overdue, and a mail that needs
// attention. Each says its state in words, never by colour alone.
import { STATUS_LABELS } from '@/config/request-kinds';
import { mailNote } from '@/features/requests/lib/request-text';
import type { RequestStatus, StaffRequest } from '@/features/requests/types';
import { cn } from '@/lib/cn';

const STATUS_CLASSES: Record<RequestStatus, string> = {
  new: 'bg-teal-600 text-white',
  started: 'bg-teal-50 text-teal-900',
  ready: 'bg-violet-100 text-violet-900',
  contacted: 'bg-amber-100 text-amber-900',
  quoted: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-amber-100 text-amber-900',
  won: 'bg-emerald-100 text-emerald-900',
  done: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-slate-200 text-slate-700',
  spam: 'bg-slate-200 text-slate-700',
  booked: 'bg-teal-600 text-white',
  cancelled: 'bg-slate-200 text-slate-700',
  'no-show': 'bg-slate-200 text-slate-700',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export function StatusBadge({ status }: { status: RequestStatus }) {
  return <span className={cn(badge, STATUS_CLASSES[status] ?? STATUS_CLASSES.lost)}>{STATUS_LABELS[status] ?? status}</span>;
}

/** A new request past the time the office promised to answer by. */
export function OverdueBadge() {
  return <span className={cn(badge, 'bg-red-700 text-white')}>Overdue</span>;
}

/** Shown only when the office's mail failed or is still being retried. */
export function MailBadge({ mail }: { mail: StaffRequest['mail'] }) {
  const note = mailNote(mail);
  if (note.tone === 'problem') return <span className={cn(badge, 'bg-red-100 text-red-800')}>{note.short}</span>;
  if (note.tone === 'waiting' && mail.attempts) {
    return <span className={cn(badge, 'bg-amber-100 text-amber-900')}>{note.short}</span>;
  }
  return null;
}
