// The app's routes: one wouter <Switch> built from the route table (config/paths.ts, read from
// service/site/routes.json), the 404 route last.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { SiteLayout } from '@/app/layouts/site-layout';
import { isStaffAddress, REQUEST_PAGES, routeTable, type RouteId, type StaffRouteId } from '@/config/paths';
import { parseRoutePattern } from '@/lib/route-pattern';
import { PageReadyMark } from '@/lib/render-stamp';

/** A lazily loaded screen: the export `name` of the module `load` imports (one helper, rather than each route's own
 * `.then(…)` in the entry every page loads). */
function screenOf<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

// Each page is its own chunk, loaded on first visit (home too: a server-rendered home page shows its HTML while
// the chunk loads, and the other pages' first load does not carry the home page's code).
const HomeRoute = screenOf(() => import('@/app/routes/home'), 'HomeRoute');
const BlogRoute = screenOf(() => import('@/app/routes/blog'), 'BlogRoute');
const BlogPostRoute = screenOf(() => import('@/app/routes/blog-post'), 'BlogPostRoute');
const NotFoundRoute = screenOf(() => import('@/app/routes/not-found'), 'MovedOrNotFoundRoute');
const AboutRoute = screenOf(() => import('@/app/routes/about'), 'AboutRoute');
const OurTeamRoute = screenOf(() => import('@/app/routes/our-team'), 'OurTeamRoute');
const ContactRoute = screenOf(() => import('@/app/routes/contact'), 'ContactRoute');
// Product pages and services: which one an address shows is the content's answer (see the route file).
const InsurancePageRoute = screenOf(() => import('@/app/routes/insurance-page'), 'InsurancePageRoute');
// Every request kind's page is one screen, given the kind its route belongs to (request_kinds.json `page`).
const RequestKindRoute = screenOf(() => import('@/app/routes/request-kind'), 'RequestKindRoute');
const RequestReceivedRoute = screenOf(() => import('@/app/routes/request-received'), 'RequestReceivedRoute');
const IntakeResumeRoute = screenOf(() => import('@/app/routes/intake-resume'), 'IntakeResumeRoute');
const InsuranceOverviewRoute = screenOf(() => import('@/app/routes/insurance-overview'), 'InsuranceOverviewRoute');
const InsuranceCategoryRoute = screenOf(() => import('@/app/routes/insurance-category'), 'InsuranceCategoryRoute');
const CompaniesRoute = screenOf(() => import('@/app/routes/companies'), 'CompaniesRoute');
const WhyIndependentRoute = screenOf(() => import('@/app/routes/why-independent'), 'WhyIndependentRoute');
const OnlineServicesRoute = screenOf(() => import('@/app/routes/online-services'), 'OnlineServicesRoute');
// A page of the table with no screen of its own is a notice: the copy document its address names (/privacy).
const NoticePageRoute = screenOf(() => import('@/app/routes/notice-page'), 'NoticePageRoute');
const FaqsRoute = screenOf(() => import('@/app/routes/faqs'), 'FaqsRoute');
// The newsletter's pages: one chunk that picks the screen (each a chunk of its own).
const NewsletterArea = screenOf(() => import('@/app/routes/newsletter-area'), 'NewsletterArea');
// Booking: one chunk that picks the booking screen (each a chunk of its own), loaded only where a visitor books.
const BookingArea = screenOf(() => import('@/app/routes/booking-area'), 'BookingArea');
// Staff screens: one chunk that picks the staff screen (each a chunk of its own), never loaded by a public page.
const AdminArea = screenOf(() => import('@/app/routes/admin-area'), 'AdminArea');

/** The request kinds' pages: the request pages but the confirmation, which has its own screen (the kinds themselves
 * are read by the page's chunk, so the first load carries no declaration of them). */
const kindPages = new Set(REQUEST_PAGES.map(({ id }) => id));

/**
 * The screen of every other public route of the table (router.test.tsx renders each route's page: a route without a
 * screen fails there); every staff route shows the staff area, which picks its screen.
 */
const screens: Partial<Record<Exclude<RouteId, StaffRouteId>, ComponentType>> = {
  home: HomeRoute,
  blog: BlogRoute,
  blogPost: BlogPostRoute,
  about: AboutRoute,
  ourTeam: OurTeamRoute,
  contact: ContactRoute,
  insuranceService: InsurancePageRoute,
  requestReceived: RequestReceivedRoute,
  intakeResume: IntakeResumeRoute,
  insurance: InsuranceOverviewRoute,
  insuranceServices: InsuranceOverviewRoute,
  vehicleInsurance: InsuranceCategoryRoute,
  propertyInsurance: InsuranceCategoryRoute,
  businessInsurance: InsuranceCategoryRoute,
  companiesWeRepresent: CompaniesRoute,
  whyAnIndependentAgent: WhyIndependentRoute,
  onlineServices: OnlineServicesRoute,
  faqs: FaqsRoute,
  book: BookingArea,
  bookType: BookingArea,
  bookManage: BookingArea,
  bookReview: BookingArea,
  newsletter: NewsletterArea,
  newsletterConfirm: NewsletterArea,
  newsletterCheckInbox: NewsletterArea,
  newsletterPreferences: NewsletterArea,
};

/** While a route's code loads (data loading has its own PageLoading skeleton in components/ui). */
function RouteCodeLoading() {
  return (
    <div role="status" className="flex justify-center py-24">
      <span className="size-8 animate-spin rounded-full border-4 border-navy-100 border-t-teal-500" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      {routeTable.map(({ id, path, title }) => {
        const Screen = (screens as Partial<Record<RouteId, ComponentType>>)[id];
        return (
          <Route key={id} path={path}>
            {Screen ? (
              <Screen />
            ) : kindPages.has(id) ? (
              <RequestKindRoute routeId={id} />
            ) : isStaffAddress(path) ? (
              <AdminArea />
            ) : (
              <NoticePageRoute route={{ path, title }} />
            )}
          </Route>
        );
      })}
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
);
}

/** The routed site. Location comes from the nearest wouter <Router> (the browser's by default; memory in tests). */
export function AppRouter() {
  return (
    <Router parser={parseRoutePattern}>
      <SiteLayout>
        <Suspense fallback={<RouteCodeLoading />}>
          <AppRoutes />
          <PageReadyMark />
        </Suspense>
      </SiteLayout>
    </Router>
);
}
