// The visitor's booking API (BOOKING.md): the meeting types, the open times, the booking itself, and the calls a
// mailed link makes (`Authorization: Booking <manage token>` or `Review <review token>`, never a cookie). A non-OK
// answer raises api-client's typed error (its status, the service's sentence, `nextFree` read by bookingRefusal).
import { isServer, queryOptions } from '@tanstack/react-query';
import { apiGet, isApiError } from '@/lib/api-client';
import { apiGetVersioned, apiWrite } from '@/lib/api-write';
import { nextFreeOf } from '@/lib/slot-refusal';

export type Place = 'phone' | 'office' | 'video';
export type Question = { id: string; label: string; required: boolean };
export type MeetingType = {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
  places: Place[];
  questions: Question[];
};
export type MeetingTypes = { intro: string; zone: string; types: MeetingType[] };
export type SlotDay = { date: string; slots: string[] };
export type Slots = { type: string; zone: string; days: SlotDay[]; next: string[] };

export type BookingDraft = {
  type: string;
  start: string;
  place: Place;
  name: string;
  email: string;
  phone: string;
  answers: Record<string, string>;
  consent: true;
  formToken: string;
  website: string;
  zone: string | null;
  review?: string;
};
export type Booked = { reference: string; type: string; start: string; end: string; place: Place; manage: string };
export type ManagedBooking = {
  reference: string;
  type: string;
  title: string;
  start: string;
  end: string;
  place: Place;
  status: string;
  canChange: boolean;
  changeUntil: string;
  manage?: string;
};
export type ReviewPrefill = { name: string; email: string; phone: string; type: string };

/** How many days of open times one read asks for (the service allows 1 to 14). */
export const DAYS_PER_READ = 14;

export const bookingKeys = {
  types: ['booking', 'types'] as const,
  slots: (type: string) => ['booking', 'slots', type] as const,
};

export const typesQueryOptions = () =>
  queryOptions({ queryKey: bookingKeys.types, queryFn: ({ signal }) => apiGet<MeetingTypes>('/api/booking/types', { signal }) });

// Open times change with every booking: read afresh on each visit in the browser, never from a kept copy, and never
// into a server-rendered page (which a cache may keep).
export const slotsQueryOptions = (type: string) =>
  queryOptions({
    enabled: !isServer,
    queryKey: bookingKeys.slots(type),
    queryFn: ({ signal }) =>
      apiGet<Slots>(`/api/booking/slots?type=${encodeURIComponent(type)}&days=${DAYS_PER_READ}`, { signal }),
    staleTime: 0,
  });

export const book = async (draft: BookingDraft) => (await apiWrite<Booked>('POST', '/api/bookings', { body: draft })).data;

const manageHeaders = (token: string) => ({ Authorization: `Booking ${token}` });

export const getManaged = async (token: string) =>
  (await apiGetVersioned<ManagedBooking>('/api/booking/manage', { headers: manageHeaders(token) })).data;

export const reschedule = async (token: string, start: string) =>
  (await apiWrite<ManagedBooking>('POST', '/api/booking/manage/reschedule', { body: { start }, headers: manageHeaders(token) }))
    .data;

export const cancelBooking = async (token: string) =>
  (await apiWrite<ManagedBooking | undefined>('POST', '/api/booking/manage/cancel', { headers: manageHeaders(token) })).data;

export const getReviewPrefill = async (token: string) =>
  (await apiGetVersioned<ReviewPrefill>('/api/booking/review', { headers: { Authorization: `Review ${token}` } })).data;

/** A refusal the visitor can act on: the service's sentence and the next free times it offers (none for others). */
export type Refusal = { status: number; message: string; nextFree: string[]; fields: Record<string, string> };

/** The refusal in an error a booking call raised, or null for no answer at all (fetch's TypeError). */
export function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error)) return null;
  const fields = Object.fromEntries(error.errors.map(({ field, message }) => [field, message]));
  return { status: error.status, message: error.message, nextFree: [...nextFreeOf(error)], fields };
}
