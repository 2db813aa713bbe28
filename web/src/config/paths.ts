// The site's route table (service/site/routes.json, which the service reads too) with the href builders.
// eslint-disable-next-line no-restricted-imports -- the route table shared with the service, outside web/src
import { appMediaPrefix, content, fromService, pages, staff, staffPrefix, unlisted } from '../../../service/site/routes.json';

/**
 * The groups of the table, in the router's match order (fixed paths before patterns): `pages` are listed in the
 * sitemap and exported; `unlisted` are exported but kept out of search (noindex); `content` patterns take their
 * addresses from content (posts, product pages, services); `staff` screens are in neither. Product pages are content,
 * not routes: each content/products/*.json names its path, and /insurance/:category/:slug shows the product page at
 * that path or, when there is none, the service of that slug. The not-found page is the router's path-less last route.
 */
const groups = [pages, unlisted, content, staff];

type Table = typeof pages & typeof unlisted & typeof content & typeof staff;
export type RouteId = keyof Table;
/** A staff screen's route: the staff area (app/routes/admin-area.tsx) picks its screen. */
export type StaffRouteId = keyof typeof staff;

/** A route's address: its path with `values` for its parameters, in order. */
const fill = (path: string, ...values: (string | number)[]) =>
  path.replace(/:\w+/g, () => encodeURIComponent(values.shift() ?? ''));

/** What each route's href takes: its parameters in order (none for a fixed path); the editor a post to open. */
type HrefArguments = {
  blogPost: [slug: string];
  insuranceService: [category: string, slug: string];
  adminPreview: [slug: string];
  adminRequest: [id: number];
  adminRequestIntake: [id: number];
  blogEditor: [slug?: string];
  bookType: [type: string];
};

export type RouteEntry<Id extends RouteId = RouteId> = {
  id: Id;
  path: string;
  title: string;
  getHref: (...values: Id extends keyof HrefArguments ? HrefArguments[Id] : []) => string;
};

/** Each route of the table is `"id": [path, title]` (JSON arrays type as string[]). */
type Row = [path: string, title: string];

/** The routes in match order. */
export const routeTable = groups.flatMap((routes) =>
  Object.entries(routes as unknown as Record<string, Row>).map(([id, [path, title]]) => ({
    id,
    path,
    title,
    getHref:
      id === 'blogEditor'
        ? (slug?: string) => path + (slug ? `?slug=${encodeURIComponent(slug)}` : '')
        : (...values: (string | number)[]) => fill(path, ...values),
  })),
) as readonly RouteEntry[];

/** Every route by its id: `paths.about.getHref()`, `paths.blogPost.getHref(slug)`, `paths.faqs.title`. */
export const paths = Object.fromEntries(routeTable.map((route) => [route.id, route])) as {
  readonly [Id in RouteId]: RouteEntry<Id>;
};

/** The pages the service renders even beside a static export: each request kind's form and the confirmation. */
export const REQUEST_PAGES = fromService.map((id) => paths[id as RouteId]);

/** Where the images the application ships are served (service/site/app-media: the drawn illustrations). */
export const APP_MEDIA_PREFIX = appMediaPrefix;

/** Whether an address is a staff screen's (under the staff prefix, any case): the workspace shows it, not the site. */
export const isStaffAddress = (path: string) => `${path}/`.toLowerCase().startsWith(`${staffPrefix}/`);
