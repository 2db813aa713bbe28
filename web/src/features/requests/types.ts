// The shapes the staff's request endpoints answer (GET /api/requests, /api/requests/{id}, /assignees, /reports),
// written from the issue 31 contract; times are ISO UTC ("2026-11-25T14:14:00Z").
import type { RequestKind, RequestStatus } from '@/config/request-kinds';

export type { RequestStatus };

export type MailState = 'off' | 'pending' | 'sent' | 'failed';

/** What became of one mail of a request (the office's, or the visitor's confirmation). */
export type MailProgress = { state: MailState; attempts: number; lastError: string | null };

/** Where a request came from, as the form recorded it; a key is left out when it was not known. */
export type RequestSource = {
  page?: string;
  landing?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

/** One request as the list answers it; `details` holds the kind's own answers. */
export type StaffRequest = {
  id: number;
  reference: string;
  kind: RequestKind;
  status: RequestStatus;
  createdAt: string;
  dueAt: string;
  overdue: boolean;
  name: string;
  email: string;
  phone: string;
  contactPreference: string;
  message: string;
  details: Record<string, unknown>;
  assignee: string | null;
  source: RequestSource;
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  firstContactAt: string | null;
  mail: MailProgress;
  confirmation: MailProgress | null;
  notesCount: number;
};

/** One entry of a request's timeline, by type (actor: a staff username, null for the system). */
export type TimelineEvent = { id: number; at: string; actor: string | null } & (
  | { type: 'received'; data: Record<string, never> }
  | { type: 'status'; data: { status: RequestStatus; was?: RequestStatus } }
  | { type: 'assigned'; data: { assignee: string | null } }
  | { type: 'note'; data: { text: string } }
  | { type: 'mail-sent'; data: { purpose: MailPurpose } }
  | { type: 'mail-failed'; data: { purpose: MailPurpose; error: string; final: boolean } }
  | { type: 'mail-skipped'; data: { purpose: MailPurpose; reason: string } }
  | { type: 'forgotten'; data: { requests: number } }
);

export type MailPurpose = 'office' | 'confirmation' | 'digest';

/** An earlier or later request from the same e-mail or phone. */
export type RelatedRequest = Pick<StaffRequest, 'id' | 'reference' | 'kind' | 'status' | 'createdAt'>;

/** GET /api/requests/{id}: the request with its timeline (oldest first) and related requests (newest first). */
export type RequestDetail = StaffRequest & { timeline: TimelineEvent[]; related: RelatedRequest[] };

/** GET /api/requests: one page of what the filters find. */
export type RequestList = {
  requests: StaffRequest[];
  newCount: number;
  overdueCount: number;
  total: number;
  page: number;
  pageSize: number;
};

/** The inbox's filters and page, as its address and the API's query hold them; null is "all". */
export type RequestFilters = {
  q: string;
  kind: RequestKind | null;
  status: RequestStatus | null;
  /** A staff username, or "none" for the unassigned. */
  assignee: string | null;
  overdue: boolean;
  page: number;
};

/** A staff member a request can be assigned to. */
export type Assignee = { username: string; displayName: string };

/** PATCH /api/requests/{id}: what to change. */
export type RequestChange = { status?: RequestStatus; assignee?: string | null };

/** GET /api/requests/reports?weeks=N. */
export type RequestReports = {
  weeks: { start: string; counts: Partial<Record<RequestKind, number>> }[];
  sources: { source: string; count: number }[];
  pages: { page: string; title: string | null; count: number }[];
  medianFirstContactHours: number | null;
  total: number;
};
