// Route loaders: what each route's page reads, named from the route's parameters, so that the server fetches it all
// at once and renders the page once. Server-only (entry-server.tsx): the browser's first load does not carry it.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { matchRoute } from 'wouter';
import { decodeSlug } from '@/app/routes/blog-post';
import { routeTable, type RouteId } from '@/config/paths';
import { asksForCompany, KINDS, type KindDefinition } from '@/config/request-kinds';
import { getPostQueryOptions } from '@/features/blog/api/get-post';
import { getPostSummariesQueryOptions } from '@/features/blog/api/get-post-summaries';
import type { BlogPost } from '@/features/blog/types';
import { typesQueryOptions } from '@/features/booking/api/booking-api';
import { getCompaniesQueryOptions } from '@/features/companies/api/get-companies';
import { getRequestSettingsQueryOptions } from '@/features/forms/api/request-settings';
import { getLatestPostsQueryOptions } from '@/features/home/api/get-latest-posts';
import { noticeOf } from '@/features/agency-info/lib/notice-text';
import { COPY_STALE_TIME_MS } from '@/features/home/api/home-copy';
import { productAt } from '@/features/insurance/api/get-product-addresses';
import { getProductPageQueryOptions } from '@/features/insurance/api/get-product-page';
import { newsletterCopyQueryOptions } from '@/features/newsletter/api/newsletter-copy';
import { getPageQueryOptions } from '@/features/pages/api/get-page';
import { getServicesQueryOptions } from '@/features/services/api/get-services';
import { findService } from '@/features/services/lib/service-slug';
import type { Service } from '@/features/services/types';
import type { ProductAddress } from '@/lib/api-types';
import { authorsQueryOptions } from '@/lib/authors';
import { copyQueryOptions } from '@/lib/copy-query';
import { parseRoutePattern } from '@/lib/route-pattern';
import { productAddressesQueryOptions } from '@/lib/product-addresses';
import { getSiteFactsQueryOptions, type SiteFacts } from '@/lib/site-facts';

/** The query options of one read (a feature's `get…QueryOptions()`), whatever its data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of queries of different data types
export type RouteQuery = FetchQueryOptions<any, any, any, any>;

export type RouteLoaderContext = {
  params: Record<string, string | undefined>;
  /** The address's path, as the router matched it. */
  path: string;
  /** For a loader whose list depends on data (a product, or a service?): it reads that first with `settle`. */
  client: QueryClient;
};

/** The queries a route's page reads (the layout's come apart: `layoutQueries`). */
export type RouteLoader = (context: RouteLoaderContext) => RouteQuery[] | Promise<RouteQuery[]>;

/**
 * Fetch `query` unless this render has its answer already (data or error): a render reads each address once, however
 * many loaders name it. (A plain prefetch would fetch again: the app's data is stale at once.)
 */
async function fetchOnce(client: QueryClient, query: RouteQuery): Promise<void> {
  const status = client.getQueryState(query.queryKey)?.status;
  if (status !== 'success' && status !== 'error') await client.prefetchQuery(query);
}

/** Fetch one query and answer its data or its error, for a loader that decides on it. */
async function settle<T>(client: QueryClient, query: RouteQuery): Promise<{ data: T | undefined; error: unknown }> {
  await fetchOnce(client, query);
  const state = client.getQueryState(query.queryKey);
  return { data: state?.data as T | undefined, error: state?.error ?? null };
}

/** The site header and footer read the agency's facts on every page; the footer's newsletter sign-up, its copy. */
const layoutQueries = (): RouteQuery[] => [getSiteFactsQueryOptions(), newsletterCopyQueryOptions()];

const none: RouteLoader = () => [];
/** Pages with the Recent Posts sidebar (app/layouts/page-with-sidebar.tsx) read the post list too. */
const withSidebar =
  (...queries: (() => RouteQuery)[]): RouteLoader =>
  () => [...queries.map((query) => query()), getPostSummariesQueryOptions()];

/** A product page reads its page and its sidebar: the business pages' links (category copy), else the post list. */
/** A product page reads its page and the posts (those about it are listed); a business page its sidebar's copy. */
const productPage = (product: ProductAddress): RouteQuery[] => [
  getProductPageQueryOptions(product.slug),
  getPostSummariesQueryOptions(),
  ...(product.kind === 'business' ? [copyQueryOptions('categories')] : []),
];

/** A service page reads the services and their long copy, and the sidebar when the address names a service. */
async function servicePage({ params, client }: RouteLoaderContext): Promise<RouteQuery[]> {
  const services = getServicesQueryOptions();
  const details = copyQueryOptions('service-details');
  // The long copy is read either way: it comes while the services decide on the sidebar.
  const [{ data: list }] = await Promise.all([settle<Service[]>(client, services), fetchOnce(client, details)]);
  const found = list ? findService(list, params.category, params.slug) : undefined;
  return [services, details, ...(found ? [getPostSummariesQueryOptions()] : [])];
}

/**
 * A post, and the post list its sidebar and "next post" link read (also beside a post that is not found); the post
 * the site facts name carries the quote form, which reads the request settings; a post with an author reads the
 * authors for its byline.
 */
const blogPostPage: RouteLoader = async ({ params, client }) => {
  const post = getPostQueryOptions(decodeSlug(params.slug ?? ''));
  const [{ data: facts }, { data: found }] = await Promise.all([
    settle<SiteFacts>(client, getSiteFactsQueryOptions()),
    settle<BlogPost>(client, post),
  ]);
  const quoteForm = found !== undefined && facts?.quotePostSlug != null && found.slug === facts.quotePostSlug;
  return [
    post,
    getPostSummariesQueryOptions(),
    ...(quoteForm ? [getRequestSettingsQueryOptions()] : []),
    ...(found?.author ? [authorsQueryOptions()] : []),
  ];
};

/** /insurance/{category}/{slug}: the product addresses first, then what the product page or the service page reads. */
const insurancePage: RouteLoader = async (context) => {
  const addresses = productAddressesQueryOptions();
  const { data } = await settle<ProductAddress[]>(context.client, addresses);
  if (!data) return [addresses]; // the page shows that it could not be loaded
  const product = productAt(data, context.path);
  return [addresses, ...(product ? productPage(product) : await servicePage(context))];
};

/** A request kind's page: the request settings, and the companies when its form asks for one. */
const kindPage =
  (kind: KindDefinition): RouteLoader =>
  () => [...(asksForCompany(kind) ? [getCompaniesQueryOptions()] : []), getRequestSettingsQueryOptions()];

/**
 * The loader of every other route of the table (route-loaders.test.ts checks each route of the table has one, a kind's
 * page from its kind).
 */
const ownLoaders: Partial<Record<RouteId, RouteLoader>> = {
  home: () => [
    copyQueryOptions('home', { staleTime: COPY_STALE_TIME_MS }),
    copyQueryOptions('testimonials', { staleTime: COPY_STALE_TIME_MS }),
    getLatestPostsQueryOptions(),
  ],
  blog: () => [getPostSummariesQueryOptions()],
  blogPost: blogPostPage,
  about: withSidebar(() => getPageQueryOptions('about')),
  ourTeam: withSidebar(
    () => getPageQueryOptions('our-team'),
    () => copyQueryOptions('team'),
  ),
  companiesWeRepresent: () => [getCompaniesQueryOptions()],
  whyAnIndependentAgent: withSidebar(() => copyQueryOptions('why-independent')),
  insurance: () => [copyQueryOptions('insurance-overview')],
  insuranceServices: () => [copyQueryOptions('insurance-overview')],
  vehicleInsurance: withSidebar(() => copyQueryOptions('categories')),
  propertyInsurance: withSidebar(() => copyQueryOptions('categories')),
  businessInsurance: withSidebar(() => copyQueryOptions('categories')),
  insuranceService: insurancePage,
  onlineServices: withSidebar(
    () => copyQueryOptions('online-services'),
    getCompaniesQueryOptions,
  ),
  faqs: withSidebar(() => copyQueryOptions('faq')),
  contact: () => [getPageQueryOptions('contact')],
  requestReceived: none,
  intakeResume: none,
  // The meeting types; the open times are live (each booking changes them) and read in the browser alone, as is a
  // mailed link.
  book: () => [typesQueryOptions()],
  bookType: () => [typesQueryOptions()],
  bookManage: none,
  bookReview: none,
  // The newsletter's copy is the layout's (the footer's sign-up). A mailed link's page reads with the token after "#",
  // in the browser alone.
  newsletter: none,
  newsletterCheckInbox: none,
  newsletterConfirm: none,
  newsletterPreferences: none,
  // Staff screens read nothing on the server: their data needs a signed-in session, which a render has not.
  adminHome: none,
  adminLogin: none,
  adminPreview: none,
  blogEditor: none,
  adminRequests: none,
  adminRequest: none,
  adminReports: none,
  adminBookings: none,
  adminNewsletter: none,
  adminSite: none,
  adminStaff: none,
  adminWelcome: none,
};

/** A notice page (any page of the table with no screen of its own): its copy, with the request retention filled in. */
const noticePage = (path: string): RouteLoader => () => [copyQueryOptions(noticeOf(path)), getRequestSettingsQueryOptions()];

/** The loader of every route of the table: the request kinds' pages from their kinds, a notice page from its address. */
export const routeLoaders: Partial<Record<RouteId, RouteLoader>> = {
  ...Object.fromEntries(routeTable.map((route) => [route.id, noticePage(route.path)])),
  ...Object.fromEntries(KINDS.map((kind) => [kind.page, kindPage(kind)])),
  ...ownLoaders,
};

/**
 * Everything the page at `path` reads, as <AppRouter> shows it: the layout's queries and the loader's of the first
 * route of the table that matches (as <Switch> picks it); the layout's alone for the 404 page.
 */
export async function routeQueries(path: string, client: QueryClient): Promise<RouteQuery[]> {
  for (const { id, path: pattern } of routeTable) {
    const [matched, params] = matchRoute(parseRoutePattern, pattern, path);
    if (matched) return [...layoutQueries(), ...(await (routeLoaders[id] ?? none)({ params: params ?? {}, path, client }))];
  }
  return layoutQueries();
}

/** Fetch all of `queries` at once; a failed one keeps its error in the cache, as the page shows it. */
export async function prefetchAll(client: QueryClient, queries: RouteQuery[]): Promise<void> {
  await Promise.all(queries.map((query) => fetchOnce(client, query)));
}
