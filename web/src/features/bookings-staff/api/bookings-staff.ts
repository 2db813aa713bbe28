// The staff booking endpoints: the day view (GET /api/admin/bookings), a member's weekly hours and time off
// (/api/admin/booking-hours/{member}), a request's booking and what staff do to it, the client mark, and the annual
// review link (POST /api/admin/requests/{id}/review-link). Writes carry the session's CSRF token; a change to a
// request is handed to `onChanged` (the request view puts it in its cache: the new status and timeline show).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingAction,
  BookingHours,
  ChangedRequest,
  DayBookings,
  NewTimeOff,
  OpenSlots,
  RequestBooking,
  TimeOff,
  TimeOffList,
  Week,
} from '@/features/bookings-staff/types';
import { apiGet } from '@/lib/api-client';
import { apiWrite } from '@/lib/api-write';

export const bookingKeys = {
  all: ['bookings-staff'] as const,
  day: (day: string, member: string) => [...bookingKeys.all, 'day', day, member] as const,
  hours: (member: string) => [...bookingKeys.all, 'hours', member] as const,
  timeOff: (member: string) => [...bookingKeys.all, 'time-off', member] as const,
  ofRequest: (id: number) => [...bookingKeys.all, 'request', id] as const,
  slots: (type: string, from: string) => [...bookingKeys.all, 'slots', type, from] as const,
};

const hoursPath = (member: string) => `/api/admin/booking-hours/${encodeURIComponent(member)}`;

/** One day's bookings; member 'me' is the signed-in account's own team member. */
export function useDayBookings(day: string, member: string) {
  return useQuery({
    queryKey: bookingKeys.day(day, member),
    queryFn: ({ signal }) =>
      apiGet<DayBookings>(`/api/admin/bookings?day=${day}&member=${encodeURIComponent(member)}`, { signal }),
  });
}

export function useBookingHours(member: string) {
  return useQuery({
    queryKey: bookingKeys.hours(member),
    queryFn: ({ signal }) => apiGet<BookingHours>(hoursPath(member), { signal }),
  });
}

export function useSaveHours(member: string, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (week: Week) =>
      (await apiWrite<BookingHours>('PUT', hoursPath(member), { body: { week }, csrfToken })).data,
    onSuccess: (saved) => queryClient.setQueryData(bookingKeys.hours(member), saved),
  });
}

export function useTimeOff(member: string) {
  return useQuery({
    queryKey: bookingKeys.timeOff(member),
    queryFn: ({ signal }) => apiGet<TimeOffList>(`${hoursPath(member)}/time-off`, { signal }),
  });
}

export function useAddTimeOff(member: string, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (added: NewTimeOff) =>
      (await apiWrite<TimeOff>('POST', `${hoursPath(member)}/time-off`, { body: added, csrfToken })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.timeOff(member) }),
  });
}

export function useRemoveTimeOff(member: string, csrfToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiWrite('DELETE', `${hoursPath(member)}/time-off/${id}`, { csrfToken });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.timeOff(member) }),
  });
}

export function useRequestBooking(id: number) {
  return useQuery({
    queryKey: bookingKeys.ofRequest(id),
    queryFn: ({ signal }) => apiGet<RequestBooking>(`/api/admin/requests/${id}/booking`, { signal }),
  });
}

/** The open starts of a meeting type for `days` days from `from` (the reschedule's time picker). */
export function useOpenSlots(type: string, from: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.slots(type, from),
    queryFn: ({ signal }) =>
      apiGet<OpenSlots>(`/api/booking/slots?type=${encodeURIComponent(type)}&from=${from}&days=7`, { signal }),
    enabled,
  });
}

/** What a write to a request is told to do with the changed request it answers. */
export type OnRequestChanged = (changed: ChangedRequest) => void;

/** A write to the request that answers it: handed to `onChanged`, and the booking views refreshed. */
function useRequestWrite<T>(write: (body: T) => Promise<ChangedRequest>, onChanged: OnRequestChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (changed) => {
      onChanged(changed);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    },
  });
}

export function useBookingAction(id: number, csrfToken: string, onChanged: OnRequestChanged) {
  return useRequestWrite(
    async (action: BookingAction) =>
      (await apiWrite<ChangedRequest>('POST', `/api/admin/requests/${id}/booking`, { body: action, csrfToken })).data,
    onChanged,
  );
}

export function useClientMark(id: number, csrfToken: string, onChanged: OnRequestChanged) {
  return useRequestWrite(
    async (client: boolean) =>
      (await apiWrite<ChangedRequest>('POST', `/api/admin/requests/${id}/client`, { body: { client }, csrfToken })).data,
    onChanged,
  );
}

/** booking-mail's endpoint: mails the person the "book your annual review" link (409 unless a client with e-mail). */
export function useSendReviewLink(id: number, csrfToken: string) {
  return useMutation({
    mutationFn: async () => {
      await apiWrite('POST', `/api/admin/requests/${id}/review-link`, { csrfToken });
    },
  });
}
