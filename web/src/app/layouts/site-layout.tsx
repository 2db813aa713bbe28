// Site layout: skip link, the special-date notice, header, the page in <main>, footer; focus and scroll handling on route changes. Staff
// screens bring their own layout (the workspace's, the sign-in page's) and get only the focus handling.
import { lazy, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SiteHeader } from '@/app/layouts/site-header';
import { DeferredContent } from '@/components/ui/deferred-content';
import { isStaffAddress } from '@/config/paths';
import { BackToTop } from '@/features/navigation/components/back-to-top';
import { SpecialHoursSlot } from '@/features/special-hours/components/special-hours-slot';
import { useRouteFocus } from '@/features/navigation/lib/use-route-focus';

// The footer sits below every page's fold: server-rendered, it hydrates (and its code loads) as it nears the
// viewport, so it is no part of a page's first-load JavaScript; rendered in the browser, it renders at once.
const SiteFooter = lazy(() => import('@/app/layouts/site-footer').then((m) => ({ default: m.SiteFooter })));

const PAGE_TOP_ID = 'page-top';
/** Where focus lands after a navigation when the new page shows no <h1>: the site's <main>, the staff screens' frame. */
const MAIN_ID = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  useRouteFocus(MAIN_ID);
  // Each staff screen has its own layout and <main>: focus waits for the next screen's title in a frame that stays.
  if (isStaffAddress(useLocation()[0])) return <div id={MAIN_ID}>{children}</div>;

  return (
    <div className="flex min-h-screen flex-col">
      {/* Where "Scroll to top" puts focus: the next Tab starts from the top of the page. */}
      <div id={PAGE_TOP_ID} tabIndex={-1} className="outline-none" />
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
      >
        Skip to content
      </a>
      <SpecialHoursSlot place="top" />
      <SiteHeader pageTopId={PAGE_TOP_ID} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <DeferredContent fallback={null} eager>
        <SiteFooter />
      </DeferredContent>
      {/* Floating from md up, after the footer in the tab order; outside it, so it comes at the first scroll. */}
      <BackToTop place="floating" focusTargetId={PAGE_TOP_ID} />
    </div>
  );
}
