// The app's routes: one wouter <Switch> built from the route table (config/paths.ts, read from
// service/site/routes.json), the 404 route last.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { SiteLayout } from '@/app/layouts/site-layout';
import { isStaffAddress, REQUEST_PAGES, routeTable, type RouteId, type StaffRouteId } from '@/config/paths';
import { parseRoutePattern } from '@/lib/route-pattern';
import { PageReadyMark } from '@/lib/render-stamp';

// Each page is its own chunk, loaded on first visit (home too: a server-rendered home page shows its HTML while
// the chunk loads, and the other pages' first load does not carry the home page's code).
const HomeRoute = lazy(() => import('@/app/routes/home').then((m) => ({ default: m.HomeRoute })));
const BlogRoute = lazy(() => import('@/app/routes/blog').then((m) => ({ default: m.BlogRoute })));
const BlogPostRoute = lazy(() => import('@/app/routes/blog-post').then((m) => ({ default: m.BlogPostRoute })));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found').then((m) => ({ default: m.MovedOrNotFoundRoute })));
const AboutRoute = lazy(() => import('@/app/routes/about').then((m) => ({ default: m.AboutRoute })));
const OurTeamRoute = lazy(() => import('@/app/routes/our-team').then((m) => ({ default: m.OurTeamRoute })));
const ContactRoute = lazy(() => import('@/app/routes/contact').then((m) => ({ default: m.ContactRoute })));
// Product pages and services: which one an address shows is the content's answer (see the route file).
const InsurancePageRoute = lazy(() =>
  import('@/app/routes/insurance-page').then((m) => ({ default: m.InsurancePageRoute })),
);
// Every request kind's page is one screen, given the kind its route belongs to (request_kinds.json `page`).
const RequestKindRoute = lazy(() =>
  import('@/app/routes/request-kind').then((m) => ({ default: m.RequestKindRoute })),
);
const RequestReceivedRoute = lazy(() =>
  import('@/app/routes/request-received').then((m) => ({ default: m.RequestReceivedRoute })),
);
const IntakeResumeRoute = lazy(() =>
  import('@/app/routes/intake-resume').then((m) => ({ default: m.IntakeResumeRoute })),
);
const InsuranceOverviewRoute = lazy(() =>
  import('@/app/routes/insurance-overview').then((m) => ({ default: m.InsuranceOverviewRoute })),
);
const InsuranceCategoryRoute = lazy(() =>
  import('@/app/routes/insurance-category').then((m) => ({ default: m.InsuranceCategoryRoute })),
);
const CompaniesRoute = lazy(() => import('@/app/routes/companies').then((m) => ({ default: m.CompaniesRoute })));
const WhyIndependentRoute = lazy(() =>
  import('@/app/routes/why-independent').then((m) => ({ default: m.WhyIndependentRoute })),
);
const OnlineServicesRoute = lazy(() =>
  import('@/app/routes/online-services').then((m) => ({ default: m.OnlineServicesRoute })),
);
// A page of the table with no screen of its own is a notice: the copy document its address names (/privacy).
const NoticePageRoute = lazy(() =>
  import('@/app/routes/notice-page').then((m) => ({ default: m.NoticePageRoute })),
);
const FaqsRoute = lazy(() => import('@/app/routes/faqs').then((m) => ({ default: m.FaqsRoute })));
// The newsletter's pages: the sign-up and the pages its mails link to.
const NewsletterRoute = lazy(() => import('@/app/routes/newsletter').then((m) => ({ default: m.NewsletterRoute })));
const NewsletterConfirmRoute = lazy(() =>
  import('@/app/routes/newsletter-confirm').then((m) => ({ default: m.NewsletterConfirmRoute })),
);
const NewsletterCheckInboxRoute = lazy(() =>
  import('@/app/routes/newsletter-check-inbox').then((m) => ({ default: m.NewsletterCheckInboxRoute })),
);
const NewsletterPreferencesRoute = lazy(() =>
  import('@/app/routes/newsletter-preferences').then((m) => ({ default: m.NewsletterPreferencesRoute })),
);
// Booking: one chunk that picks the booking screen (each a chunk of its own), loaded only where a visitor books.
const BookingArea = lazy(() => import('@/app/routes/booking-area').then((m) => ({ default: m.BookingArea })));
// Staff screens: one chunk that picks the staff screen (each a chunk of its own), never loaded by a public page.
const AdminArea = lazy(() => import('@/app/routes/admin-area').then((m) => ({ default: m.AdminArea })));

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
  newsletter: NewsletterRoute,
  newsletterConfirm: NewsletterConfirmRoute,
  newsletterCheckInbox: NewsletterCheckInboxRoute,
  newsletterPreferences: NewsletterPreferencesRoute,
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
