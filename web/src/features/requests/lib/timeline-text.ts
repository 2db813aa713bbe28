// What each entry of a request's timeline says, in words: received, status moves, assignment, notes, calls, texts and
// e-mails logged, the mails sent, failed or skipped, and a person's data deleted. Who did it is said apart (the actor), by the caller.
import { STATUS_LABELS } from '@/config/request-kinds';
import { staffName } from '@/features/requests/lib/request-text';
import type { Assignee, ContactChannel, MailPurpose, TimelineEvent } from '@/features/requests/types';
import { formatConnecticutShort } from '@/lib/connecticut-time';

/** "Log a call"'s choices, and what the timeline says of each. */
export const CONTACT_CHANNELS: readonly { value: ContactChannel; label: string; logged: string }[] = [
  { value: 'call', label: 'Call', logged: 'Called the visitor' },
  { value: 'text', label: 'Text', logged: 'Texted the visitor' },
  { value: 'email', label: 'E-mail', logged: 'E-mailed the visitor' },
];

const MAILS: Record<MailPurpose, string> = {
  office: 'The e-mail to the office',
  confirmation: 'The confirmation e-mail to the visitor',
  digest: 'The daily digest',
  'intake-resume': 'The "Finish later" link e-mail to the visitor',
  'booking-visitor': 'The booking e-mail to the visitor',
  'booking-staff': 'The booking e-mail to the staff member',
  'booking-reminder': 'The booking reminder to the visitor',
  'booking-review': 'The annual review link e-mail',
};

const SKIPPED_BECAUSE: Record<string, string> = {
  limit: 'this address already had 3 confirmations in a day',
  'not-booked': 'the booking is no longer booked',
  started: 'the booking had already begun',
  moved: 'the booking moved (a reminder for the new time is queued)',
  superseded: 'a nearer reminder was due',
  'no-booking': 'the booking is gone',
};

const mailName = (purpose: MailPurpose) => MAILS[purpose] ?? `The ${purpose} e-mail`;

const statusName = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/** The sentence an entry of the timeline reads as (a note's own text is shown apart, as the visitor's is). */
export function timelineText(event: TimelineEvent, assignees?: readonly Assignee[]): string {
  switch (event.type) {
    case 'received':
      return 'Request received';
    case 'status':
      return event.data.was
        ? `Status changed from ${statusName(event.data.was)} to ${statusName(event.data.status)}`
        : `Status set to ${statusName(event.data.status)}`;
    case 'assigned':
      return event.data.assignee ? `Assigned to ${staffName(event.data.assignee, assignees)}` : 'Unassigned';
    case 'note':
      return 'Note';
    case 'mail-sent':
      return `${mailName(event.data.purpose)} was sent`;
    case 'mail-failed':
      return `${mailName(event.data.purpose)} could not be sent (${event.data.error})${event.data.final ? '; no more tries' : '; it will be tried again'}`;
    case 'mail-skipped':
      return `${mailName(event.data.purpose)} was not sent: ${SKIPPED_BECAUSE[event.data.reason] ?? event.data.reason}`;
    case 'contact':
      return CONTACT_CHANNELS.find((channel) => channel.value === event.data.channel)?.logged ?? 'Reached the visitor';
    case 'intake-revealed':
      return `Revealed ${event.data.label}`;
    case 'intake-edited':
      return event.data.fields.length
        ? `Edited the application: ${event.data.fields.join(', ')}`
        : 'Saved the application unchanged';
    case 'intake-exported':
      return `Exported the application for a rater (${event.data.format.toUpperCase()}, ${event.data.sensitive ? 'sensitive answers in clear' : 'sensitive answers masked'})`;
    case 'renewal-due':
      return `Current policy renews ${event.data.renewalOn} (in ${event.data.days} days): back in the inbox to re-quote`;
    case 'booking-moved':
      return `Booking moved from ${formatConnecticutShort(event.data.from)} to ${formatConnecticutShort(event.data.to)}`;
    case 'client':
      return event.data.client ? 'Marked as a client' : 'No longer marked as a client';
    case 'forgotten':
      return `The person's data was deleted (${event.data.requests} ${event.data.requests === 1 ? 'request' : 'requests'})`;
    default:
      return 'Something happened';
  }
}

/** Who did it: "by Maria Lopez", or '' for the service itself. */
export const actorText = (actor: string | null, assignees?: readonly Assignee[]) =>
  actor ? `by ${staffName(actor, assignees)}` : '';
