// The day view: one of the agency's days, its bookings the earliest first (time, who, what, where, status), a link to
// each booking's request; the day before and after, back to today, and for an owner, whose day it is.
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { LoadFailure, LoadingStatus } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useDayBookings } from '@/features/bookings-staff/api/bookings-staff';
import { addDays, agencyTime, dayTitle } from '@/features/bookings-staff/lib/day';
import type { DayBooking, TeamMember } from '@/features/bookings-staff/types';
import { cn } from '@/lib/cn';

export const EVERYONE = 'all';

const PLACES: Record<string, string> = { phone: 'Phone call', office: 'At the office', video: 'Video call' };
const STATUSES: Record<string, { label: string; style: string }> = {
  booked: { label: 'Booked', style: 'border-teal-300 bg-teal-50 text-teal-900' },
  cancelled: { label: 'Cancelled', style: 'border-slate-300 bg-slate-100 text-slate-700 line-through' },
  'no-show': { label: 'No-show', style: 'border-amber-300 bg-amber-50 text-amber-900' },
  done: { label: 'Done', style: 'border-navy-200 bg-navy-50 text-navy-900' },
};

export const placeName = (place: string) => PLACES[place] ?? place;

type DayViewProps = {
  day: string;
  today: string;
  /** A team member's id, 'me', or EVERYONE (an owner's view of every member). */
  member: string;
  owner: boolean;
  onDay: (day: string) => void;
  onMember: (member: string) => void;
};

export function DayView({ day, today, member, owner, onDay, onMember }: DayViewProps) {
  const bookings = useDayBookings(day, member);
  return (
    <section aria-labelledby="day-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="day-heading" className="text-xl font-bold text-navy-900" aria-live="polite">
          {dayTitle(day)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={() => onDay(addDays(day, -1))}>
            <span aria-hidden="true">&larr;</span> Previous day
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDay(today)} disabled={day === today}>
            Today
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDay(addDays(day, 1))}>
            Next day <span aria-hidden="true">&rarr;</span>
          </Button>
        </div>
      </div>
      {owner && bookings.data ? (
        <MemberChoice value={member} members={bookings.data.members} onChange={onMember} />
      ) : null}
      <div className="mt-5">
        {bookings.isPending ? <LoadingStatus className="py-8 text-center" /> : null}
        {bookings.isError ? (
          <LoadFailure onRetry={() => void bookings.refetch()}>The day&apos;s bookings could not be loaded.</LoadFailure>
        ) : null}
        {bookings.data ? <BookingList bookings={bookings.data.bookings} everyone={bookings.data.member === null} members={bookings.data.members} /> : null}
      </div>
    </section>
  );
}

function MemberChoice({ value, members, onChange }: { value: string; members: TeamMember[]; onChange: (member: string) => void }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <label htmlFor="day-member" className="text-sm font-semibold text-navy-900">
        Whose day
      </label>
      <div className="w-64 max-w-full">
        <select id="day-member" className={cn(fieldClasses, 'h-10 py-1.5')} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="me">Mine</option>
          <option value={EVERYONE}>Everyone</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function BookingList({ bookings, everyone, members }: { bookings: DayBooking[]; everyone: boolean; members: TeamMember[] }) {
  if (bookings.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">No bookings on this day.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Bookings">
      {bookings.map((booking) => {
        const status = STATUSES[booking.status] ?? { label: booking.status, style: 'border-slate-300 bg-slate-100' };
        return (
          <li key={booking.requestId} className="grid gap-2 p-4 sm:grid-cols-[11rem_minmax(0,1fr)_auto] sm:items-center">
            <p className="font-bold text-navy-900">
              {agencyTime(booking.start)}&ndash;{agencyTime(booking.end)}
            </p>
            <div className="min-w-0">
              <Link href={paths.adminRequest.getHref(booking.requestId)} className="font-semibold text-navy-800 underline-offset-2 hover:text-teal-700 hover:underline">
                {booking.name || booking.reference}
              </Link>
              <p className="text-sm text-slate-700">
                {booking.title} · {placeName(booking.place)}
                {booking.phone ? ` · ${booking.phone}` : ''}
                {everyone ? ` · ${members.find((m) => m.id === booking.member)?.name ?? booking.member}` : ''}
              </p>
            </div>
            <span className={cn('w-fit rounded-full border px-2.5 py-0.5 text-xs font-semibold', status.style)}>{status.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
