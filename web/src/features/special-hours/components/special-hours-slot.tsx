// Where the special-date notice goes: empty in the server's HTML (rendered once and cached, it would go stale) and
// in the hydrating render; after hydration, when a special date is near, the notice's code loads and decides by
// the agency's clock what to show.
import { lazy, Suspense, useState } from 'react';
import type { NoticePlace } from '@/features/special-hours/components/special-hours-notice';
import { mayAnnounce } from '@/features/special-hours/lib/notice-window';
import { useIsServerOrHydrating } from '@/lib/render-stamp';
import { useSiteFacts } from '@/lib/site-facts';

const SpecialHoursNotice = lazy(() =>
  import('@/features/special-hours/components/special-hours-notice').then((m) => ({ default: m.SpecialHoursNotice })),
);

export function SpecialHoursSlot({ place }: { place: NoticePlace }) {
  const { data: facts } = useSiteFacts();
  const [now] = useState(Date.now);
  const days = facts?.specialHours ?? [];
  // The server, and the render that hydrates its HTML, show nothing; the browser's next render decides.
  if (useIsServerOrHydrating() || !mayAnnounce(days, now)) return null;
  return (
    <Suspense fallback={null}>
      <SpecialHoursNotice place={place} days={days} />
    </Suspense>
  );
}
