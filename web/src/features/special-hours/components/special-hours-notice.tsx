// The special-date notice: each special date announced today (lib/special-days), soonest first, as staff wrote it. A slim
// bar at the top of every public page, or a box beside the contact page's office hours. Loaded lazily, after
// hydration, by SpecialHoursSlot: never in server-rendered or cached HTML, where it would go stale.
import { useState } from 'react';
import type { SpecialDay } from '@/features/special-hours/lib/notice-window';
import { announcedDays } from '@/features/special-hours/lib/special-days';
import { agencyToday } from '@/lib/agency-clock';

export type NoticePlace = 'top' | 'hours';

const placeClasses: Record<NoticePlace, string> = {
  top: 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 sm:text-[0.9375rem]',
  hours: 'rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
};

/** `days`: the site facts' special dates (the slot has read them). Kept small: every public page may load it. */
export function SpecialHoursNotice({ place, days }: { place: NoticePlace; days: readonly SpecialDay[] }) {
  const [today] = useState(() => agencyToday(Date.now()));
  const shown = announcedDays(days, today);
  if (!shown.length) return null;
  // Atop the page, a landmark of its own; beside the hours, part of what the hours say (one landmark of the name).
  const Box = place === 'top' ? 'aside' : 'div';
  return (
    <Box
      aria-label={place === 'top' ? 'Special office hours' : undefined}
      data-special-hours={place}
      className={placeClasses[place]}
    >
      <ul className="space-y-1">
        {shown.map((day) => (
          <li key={day.date} className="font-semibold">
            {day.notice}
          </li>
        ))}
      </ul>
    </Box>
  );
}
