// Site layout: skip link, header, the page in <main>, footer; focus and scroll handling on route changes.
import type { ReactNode } from 'react';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { useRouteFocus } from '@/features/navigation/lib/use-route-focus';

const PAGE_TOP_ID = 'page-top';
const MAIN_ID = 'main-content';

export function SiteLayout({ children }: { children: ReactNode }) {
  useRouteFocus(MAIN_ID);

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
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter pageTopId={PAGE_TOP_ID} />
    </div>
  );
}
