// The special-date notice: one line for each special date announced today (lib/special-days), soonest first. A slim
// bar at the top of every public page, or a box beside the contact page's office hours. Loaded lazily, after
// hydration, by SpecialHoursSlot: never in server-rendered or cached HTML, where it would go stale.
import { useState } from 'react';
import { agencyToday, announcedDays, noticeText } from '@/features/special-hours/lib/special-days';
import { useSiteFacts } from '@/lib/site-facts';

export type NoticePlace = 'top' | 'hours';

const placeClasses: Record<NoticePlace, string> = {
  top: 'bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 sm:text-[0.9375rem]',
  hours: 'rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950',
};

export function SpecialHoursNotice({ place }: { place: NoticePlace }) {
  const { data: facts } = useSiteFacts();
  const [today] = useState(() => agencyToday(Date.now()));
  const days = announcedDays(facts?.specialHours ?? [], today);
  if (!days.length) return null;
  const list = (
    <ul className="space-y-1">
      {days.map((day) => (
        <li key={day.date} className="font-semibold">
          {noticeText(day)}
        </li>
      ))}
    </ul>
  );
  // Atop the page, a landmark of its own; beside the hours, part of what the hours say (one landmark of the name).
  return place === 'top' ? (
    <aside aria-label="Special office hours" data-special-hours={place} className={placeClasses[place]}>
      {list}
    </aside>
  ) : (
    <div data-special-hours={place} className={placeClasses[place]}>
      {list}
    </div>
  );
}
