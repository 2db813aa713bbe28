// A visitor's request as the staff endpoints answer it (GET /api/requests, GET /api/requests/{id}).
import type { RequestKind } from '@/config/request-fields';

export type RequestStatus = 'new' | 'contacted' | 'closed';
export type MailState = 'off' | 'pending' | 'sent' | 'failed';

export type StatusChange = { status: RequestStatus; changedBy: string; changedAt: string };

export type StaffRequest = {
  id: number;
  kind: RequestKind;
  status: RequestStatus;
  /** ISO time, UTC. */
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  contactPreference: string;
  message: string;
  /** The kind's own fields: coverages and zip, or policyNumber, insurer, changeKind and effectiveDate. */
  details: {
    coverages?: string[];
    zip?: string;
    policyNumber?: string;
    insurer?: string;
    changeKind?: string;
    effectiveDate?: string;
  };
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  mail: { state: MailState; attempts: number; lastError: string | null };
  /** Only in the answer about one request. */
  history?: StatusChange[];
};

export type RequestList = { requests: StaffRequest[]; newCount: number };

export type RequestFilters = { kind: RequestKind | null; status: RequestStatus | null };
