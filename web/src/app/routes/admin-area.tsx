// The staff screens behind one chunk of their own: the public router names this one module for every staff route
// (so the public pages' first load carries one lazy import, not one per staff screen), and this picks the screen,
// each loaded on first visit.
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { paths, type RouteId } from '@/config/paths';

const AdminHomeRoute = lazy(() => import('@/app/routes/admin-home').then((m) => ({ default: m.AdminHomeRoute })));
const AdminLoginRoute = lazy(() => import('@/app/routes/admin-login').then((m) => ({ default: m.AdminLoginRoute })));
const AdminBlogEditorRoute = lazy(() =>
  import('@/app/routes/admin-blog-editor').then((m) => ({ default: m.AdminBlogEditorRoute })),
);
const AdminRequestsRoute = lazy(() =>
  import('@/app/routes/admin-requests').then((m) => ({ default: m.AdminRequestsRoute })),
);
const AdminRequestRoute = lazy(() =>
  import('@/app/routes/admin-request').then((m) => ({ default: m.AdminRequestRoute })),
);
const AdminRequestIntakeRoute = lazy(() =>
  import('@/app/routes/admin-request-intake').then((m) => ({ default: m.AdminRequestIntakeRoute })),
);
const AdminReportsRoute = lazy(() =>
  import('@/app/routes/admin-reports').then((m) => ({ default: m.AdminReportsRoute })),
);
const AdminBookingsRoute = lazy(() =>
  import('@/app/routes/admin-bookings').then((m) => ({ default: m.AdminBookingsRoute })),
);
const AdminNewsletterRoute = lazy(() =>
  import('@/app/routes/admin-newsletter').then((m) => ({ default: m.AdminNewsletterRoute })),
);
const AdminStaffRoute = lazy(() => import('@/app/routes/admin-staff').then((m) => ({ default: m.AdminStaffRoute })));
const AdminPostPreviewRoute = lazy(() =>
  import('@/app/routes/admin-post-preview').then((m) => ({ default: m.AdminPostPreviewRoute })),
);
const AdminWelcomeRoute = lazy(() =>
  import('@/app/routes/admin-welcome').then((m) => ({ default: m.AdminWelcomeRoute })),
);
const AdminSiteRoute = lazy(() => import('@/app/routes/admin-site').then((m) => ({ default: m.AdminSiteRoute })));

/** The screen of every staff route, in the table's order (the router matched one of them to get here). */
export const staffScreens = {
  adminHome: AdminHomeRoute,
  adminLogin: AdminLoginRoute,
  adminPreview: AdminPostPreviewRoute,
  blogEditor: AdminBlogEditorRoute,
  adminRequests: AdminRequestsRoute,
  adminRequest: AdminRequestRoute,
  adminRequestIntake: AdminRequestIntakeRoute,
  adminReports: AdminReportsRoute,
  adminBookings: AdminBookingsRoute,
  adminNewsletter: AdminNewsletterRoute,
  adminSite: AdminSiteRoute,
  adminStaff: AdminStaffRoute,
  adminWelcome: AdminWelcomeRoute,
} satisfies Partial<Record<RouteId, unknown>>;

export function AdminArea() {
  return (
    <Switch>
      {Object.entries(staffScreens).map(([id, Screen]) => (
        <Route key={id} path={paths[id as keyof typeof staffScreens].path}>
          <Screen />
        </Route>
      ))}
    </Switch>
  );
}
