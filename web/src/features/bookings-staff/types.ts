// The shapes the staff booking endpoints answer, named from the types generated out of the OpenAPI document; times
// are ISO UTC ("2026-12-01T14:00:00Z"), days the agency's ("2026-12-01").
import type { Answer, Schemas } from '@/lib/api-types';

/** GET /api/admin/bookings: one of the agency's days, of one team member (null: everyone). */
export type DayBookings = Answer<'/api/admin/bookings', 'get'>;
export type DayBooking = Schemas['DayBooking'];
export type TeamMember = Schemas['TeamMember'];

/** GET/PUT /api/admin/booking-hours/{member}: week null while the member uses the office's hours. */
export type BookingHours = Answer<'/api/admin/booking-hours/{member}', 'get'>;
export type HoursRange = { from: string; to: string };
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type Week = Record<Weekday, HoursRange[]>;

/** GET/POST /api/admin/booking-hours/{member}/time-off. */
export type TimeOff = Schemas['TimeOff'];
export type TimeOffList = Answer<'/api/admin/booking-hours/{member}/time-off', 'get'>;
export type NewTimeOff = { firstDay: string; lastDay: string; note: string };

/** GET /api/admin/requests/{id}/booking. */
export type RequestBooking = Answer<'/api/admin/requests/{request_id}/booking', 'get'>;

/** POST /api/admin/requests/{id}/booking and /client answer the changed request, with its timeline. */
export type ChangedRequest = Answer<'/api/admin/requests/{request_id}/client', 'post'>;

/** What the client mark reads of a request. */
export type ClientOf = Pick<ChangedRequest, 'id' | 'client' | 'email'>;

/** POST /api/admin/requests/{id}/booking. */
export type BookingAction = { action: 'reschedule'; start: string } | { action: 'cancel' | 'no-show' | 'done' };

/** GET /api/booking/slots (booking-core's public endpoint): the open starts of a meeting type, by day. */
export type OpenSlots = { type: string; zone: string; days: { date: string; slots: string[] }[]; next: string[] };
