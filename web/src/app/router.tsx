// The app's routes: one wouter <Switch> built from the route table (config/paths.ts), the 404 route last.
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';
import { SiteLayout } from '@/app/layouts/site-layout';
import { HomeRoute } from '@/app/routes/home';
import { routeTable, type RouteId } from '@/config/paths';
import { parseRoutePattern } from '@/lib/route-pattern';

// Each page other than home is its own chunk, loaded on first visit.
const BlogRoute = lazy(() => import('@/app/routes/blog').then((m) => ({ default: m.BlogRoute })));
const PlaceholderRoute = lazy(() =>
  import('@/app/routes/placeholder').then((m) => ({ default: m.PlaceholderRoute })),
);
const NotFoundRoute = lazy(() => import('@/app/routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

/** Routes with a screen of their own; every other route of the table shows the placeholder page. */
const screens: Partial<Record<RouteId, ComponentType>> = {
  home: HomeRoute,
  blog: BlogRoute,
};

function PageLoading() {
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
        const Screen = screens[id];
        return (
          <Route key={id} path={path}>
            {Screen ? <Screen /> : <PlaceholderRoute title={title} />}
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
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </SiteLayout>
    </Router>
  );
}
