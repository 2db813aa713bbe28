// The shapes the staff's request endpoints answer (GET /api/admin/requests, /api/admin/requests/{id}, /assignees, /reports),
// named from the types generated out of the OpenAPI document; times are ISO UTC ("2026-11-25T14:14:00Z").
import type { RequestKind, RequestStatus } from '@/config/request-kinds';
import type { Answer, Body, Schemas } from '@/lib/api-types';

export type { RequestStatus };

export type MailState = Schemas['MailState']['state'];

/** What became of one mail of a request (the office's, or the visitor's confirmation). */
export type MailProgress = Schemas['MailState'];

/** Where a request came from, as the form recorded it; a key is left out when it was not known. */
export type RequestSource = Schemas['RequestSource'];

/** One request as the list answers it; `details` holds the kind's own answers. */
export type StaffRequest = Schemas['StoredRequest'];

/** One entry of a request's timeline, by type (actor: a staff username, null for the system). */
export type TimelineEvent = Pick<Schemas['TimelineEvent'], 'id' | 'at' | 'actor'> & (
  | { type: 'received'; data: Record<string, never> }
  | { type: 'status'; data: { status: RequestStatus; was?: RequestStatus } }
  | { type: 'assigned'; data: { assignee: string | null } }
  | { type: 'note'; data: { text: string } }
  | { type: 'mail-sent'; data: { purpose: MailPurpose } }
  | { type: 'mail-failed'; data: { purpose: MailPurpose; error: string; final: boolean } }
  | { type: 'mail-skipped'; data: { purpose: MailPurpose; reason: string } }
  | { type: 'forgotten'; data: { requests: number } }
  | { type: 'contact'; data: { channel: ContactChannel; note?: string } }
  | { type: 'intake-revealed'; data: { step: string; item?: string; field: string; label: string } }
  | { type: 'intake-edited'; data: { step: string; fields: string[] } }
  | { type: 'intake-exported'; data: { sensitive: boolean; format: string } }
  | { type: 'renewal-due'; data: { renewalOn: string; days: number } }
  | { type: 'booking-moved'; data: { from: string; to: string } }
  | { type: 'client'; data: { client: boolean } }
);

/** The quote intake as staff read it (null: the visitor started none); sensitive answers come masked. */
export type StaffIntake = Schemas['StaffIntake'];

/** One stored answer: text, a list of choice keys, or a sensitive answer's mask. */
export type IntakeAnswer = string | string[] | { masked: string; set: boolean };

/** A repeated step's item (with its `id`) or a plain step's answers, by question name. */
export type IntakeItem = Record<string, IntakeAnswer>;

/** How staff reached the visitor, as "Log a call" records it. */
export type ContactChannel = 'call' | 'text' | 'email';

/** POST /api/admin/requests/{id}/contacts: how, when (the office's wall time, "2026-11-24T11:30") and a note. */
export type ContactLog = { channel: ContactChannel; at: string; note: string };

export type MailPurpose =
  | 'office'
  | 'confirmation'
  | 'digest'
  | 'intake-resume'
  | 'booking-visitor'
  | 'booking-staff'
  | 'booking-reminder'
  | 'booking-review';

/** An earlier or later request from the same e-mail or phone. */
export type RelatedRequest = Schemas['RelatedRequest'];

/**
 * GET /api/admin/requests/{id}: the request with its timeline (oldest first) and related requests (newest first); the
 * timeline's entries typed by what each type's data holds, which the document leaves open.
 */
export type RequestDetail = Omit<Answer<'/api/admin/requests/{request_id}', 'get'>, 'timeline'> & {
  timeline: TimelineEvent[];
};

/** GET /api/admin/requests: one page of what the filters find. */
export type RequestList = Answer<'/api/admin/requests', 'get'>;

/** The inbox's filters and page, as its address and the API's query hold them; null is "all". */
export type RequestFilters = {
  q: string;
  kind: RequestKind | null;
  status: RequestStatus | null;
  /** A staff username, or "none" for the unassigned. */
  assignee: string | null;
  overdue: boolean;
  /** Only the requests back for a re-quote before their current policy renews. */
  renewal: boolean;
  page: number;
};

/** A staff member a request can be assigned to. */
export type Assignee = Schemas['Assignee'];

/** PATCH /api/admin/requests/{id}: what to change. */
export type RequestChange = Body<'/api/admin/requests/{request_id}', 'patch'>;

/** GET /api/admin/requests/reports?weeks=N. */
export type RequestReports = Answer<'/api/admin/requests/reports', 'get'>;
