// Requests for the staff screens' tests, shaped as the API answers them: one new quote with every field, to change.
import type { RequestDetail, StaffRequest } from '@/features/requests/types';

export function staffRequest(change: Partial<StaffRequest> = {}): StaffRequest {
  return {
    id: 1,
    reference: 'HP-4K7Q2',
    kind: 'quote',
    status: 'new',
    client: false,
    createdAt: '2026-11-16T15:14:00Z',
    dueAt: '2026-11-17T15:14:00Z',
    overdue: false,
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '203-555-0161',
    contactPreference: 'email',
    message: '',
    details: { coverages: ['auto'], zip: '06460' },
    assignee: null,
    source: {},
    statusChangedBy: null,
    statusChangedAt: null,
    firstContactAt: null,
    mail: { state: 'sent', attempts: 1, lastError: null },
    confirmation: null,
    notesCount: 0,
    renewalOn: null,
    booking: null,
    ...change,
  };
}

export function requestDetail(change: Partial<RequestDetail> = {}): RequestDetail {
  return {
    ...staffRequest(change),
    timeline: [],
    related: [],
    sourceTitles: { page: null, landing: null },
    intake: null,
    ...change,
  };
}
