// A visitor's request as the staff endpoints answer it (GET /api/requests, GET /api/requests/{id}).
import type { RequestKind } from '@/config/request-kinds';
import type { Answer, Schemas } from '@/lib/api-types';

export type StatusChange = Schemas['StatusChange'];
export type RequestStatus = StatusChange['status'];
export type MailState = Schemas['MailState']['state'];

/**
 * A request (createdAt: ISO time, UTC); `details` holds the kind's own fields, `history` comes only in the answer
 * about one request.
 */
export type StaffRequest = Schemas['StoredRequest'] &
  Partial<Pick<Answer<'/api/requests/{request_id}', 'get'>, 'history'>>;

export type RequestList = Answer<'/api/requests', 'get'>;

export type RequestFilters = { kind: RequestKind | null; status: RequestStatus | null };
