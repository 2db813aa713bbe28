// Bookings (/admin/bookings, signed-in staff only): the signed-in member's day of bookings (the day before and after,
// back to today; an owner chooses whose day), and below it their weekly booking hours and their time off. The day and
// the member are kept in the address (?day=2026-12-01&member=eleanor-whitcomb), so Back returns to them.
import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminWorkspace } from '@/app/layouts/admin-workspace';
import { Container } from '@/components/ui/container';
import { LabelledSection } from '@/components/ui/labelled-section';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { StaffScreenState } from '@/features/auth/components/staff-screen-state';
import { useStaffOnly } from '@/features/auth/lib/use-staff-only';
import type { StaffSession } from '@/features/auth/types';
import { DayView, EVERYONE } from '@/features/bookings-staff/components/day-view';
import { HoursEditor } from '@/features/bookings-staff/components/hours-editor';
import { TimeOffEditor } from '@/features/bookings-staff/components/time-off-editor';
import { isDay } from '@/features/bookings-staff/lib/day';
import { agencyToday } from '@/lib/agency-clock';
import { usePageTitle } from '@/lib/use-page-title';

export function AdminBookingsRoute() {
  usePageTitle(paths.adminBookings.title);
  const session = useStaffOnly();
  return (
    <AdminWorkspace title={paths.adminBookings.title} intro="Your calls and meetings booked from the website, your weekly hours and your time off.">
      <Container className="py-8 sm:py-10">
        <StaffScreenState session={session}>{(staff) => <Bookings staff={staff} />}</StaffScreenState>
      </Container>
      <Toaster />
    </AdminWorkspace>
  );
}

function Bookings({ staff }: { staff: StaffSession }) {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const [today] = useState(() => agencyToday(Date.now()));
  const day = isDay(search.get('day')) ? (search.get('day') as string) : today;
  const owner = staff.role === 'owner';
  const member = (owner && search.get('member')) || 'me';
  const show = (next: { day: string; member: string }) => {
    const params = new URLSearchParams();
    if (next.day !== today) params.set('day', next.day);
    if (next.member !== 'me') params.set('member', next.member);
    const query = params.toString();
    navigate(`${paths.adminBookings.getHref()}${query ? `?${query}` : ''}`);
  };
  // Whose hours are edited: the member whose day is shown, or the account's own.
  const hoursOf = member === 'me' || member === EVERYONE ? staff.member : member;
  return (
    <div className="space-y-8">
      {owner || staff.member ? (
        <DayView day={day} today={today} member={member} owner={owner} onDay={(d) => show({ day: d, member })} onMember={(m) => show({ day, member: m })} />
      ) : null}
      {hoursOf ? (
        <div className="grid gap-8 xl:grid-cols-2 xl:items-start">
          <EditorCard title={hoursOf === staff.member ? 'Your weekly hours' : 'Weekly hours'}>
            <HoursEditor member={hoursOf} csrfToken={staff.csrfToken} />
          </EditorCard>
          <EditorCard title={hoursOf === staff.member ? 'Your time off' : 'Time off'}>
            <TimeOffEditor member={hoursOf} csrfToken={staff.csrfToken} />
          </EditorCard>
        </div>
      ) : (
        <p className="rounded-lg bg-navy-50 px-4 py-3 text-sm text-navy-900">
          {owner
            ? 'Choose a member above to edit their weekly hours and time off.'
            : 'Your account is not linked to a team member, so it has no bookings or hours: ask an owner to link it on the Staff screen.'}
        </p>
      )}
    </div>
  );
}

/** One of the member's editors (hours, time off): a card named by its heading. */
function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <LabelledSection
      title={title}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      headingClassName="mb-4 text-xl font-bold text-navy-900"
    >
      {children}
    </LabelledSection>
  );
}
