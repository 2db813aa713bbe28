// Tests of the router: its <Switch> is the route table's, every route renders its page, case-insensitive matching,
// the 404 last.
import { screen, within } from '@testing-library/react';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { routeTable, paths } from '@/config/paths';
// The table as the service reads it, not as config/paths.ts turns it into routes.
// eslint-disable-next-line no-restricted-imports -- the route table shared with the service, outside web/src
import table from '../../../service/site/routes.json';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

// A concrete path for each route of the table (parameters filled in).
const samplePath = (path: string) => path.replace(':slug', 'some-post').replace(':category', 'some-category');

beforeEach(() => {
  injectSiteFactsTag();
  stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse([]) });
});

describe('AppRouter', () => {
  it('declares exactly the routes of the shared table, in its order, and the path-less 404 last', () => {
    const tablePaths = [table.pages, table.unlisted, table.content, table.staff].flatMap((group) =>
      Object.values(group).map(([path]) => path),
    );
    const routes = Children.toArray((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);
    const declared = routes.map((route) => (isValidElement<{ path?: string }>(route) ? route.props.path : 'not a route'));
    expect(declared).toEqual([...tablePaths, undefined]);
  });

  it('lists every public page and staff screen in the table', () => {
    expect(routeTable.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        paths.blog.getHref(),
        paths.blogPost.path,
        '/about',
        '/about/our-team',
        '/about/companies-we-represent',
        '/about/why-an-independent-agent',
        '/insurance',
        '/insurance-services',
        '/insurance/vehicle',
        '/insurance/property',
        '/insurance/business',
        '/insurance/:category/:slug',
        '/online-services',
        '/faqs',
        '/contact',
        '/request-quote',
        '/request-policy-change',
        '/privacy',
        '/accessibility',
        '/admin/blog-editor',
      ]),
    );
  });

  it('renders the home hero at /', async () => {
    renderApp('/');
    // Home is a lazy chunk too: its first import in a cold test run can take a moment.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      /insurance that fits your life/i,
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/request-quote');
    expect(main.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  // Pages whose heading is their route's name; data-driven pages (a post, a service, the 404 states
  // of each, a staff preview of a post) are covered by their own tests and by the browser suite.
  const dataDriven = new Set(['home', 'blog', 'blogPost', 'insuranceService', 'adminPreview']);

  it.each(
    routeTable.filter((route) => !dataDriven.has(route.id)).map((route) => [route.title, route.path] as const),
  )('renders a page named "%s" at %s, not the 404', async (title, path) => {
    renderApp(samplePath(path));
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it.each([
    [paths.blogPost.getHref('some-post'), 'Blog Post Not Found'],
    ['/insurance/some-category/some-post', 'Service Not Found'],
  ])('renders the not-found state of %s, not the router 404', async (path, heading) => {
    stubFetch({
      '/api/blog-posts?view=summary': () => jsonResponse([]),
      '/api/products': () => jsonResponse([]),
      '/api/services': () => jsonResponse([]),
    });
    renderApp(path);
    // An insurance address loads two chunks in turn (the insurance page, then the service page): the suite's 10 s.
    expect(await screen.findByText(heading, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('matches paths case-insensitively and with a trailing slash', async () => {
    renderApp('/About/Our-Team/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
  });

  it('prefers the product page at an address over the service of the same slug', async () => {
    const path = '/insurance/vehicle-insurance/motorcycle-insurance';
    stubFetch({
      '/api/blog-posts?view=summary': () => jsonResponse([]),
      '/api/products': () =>
        jsonResponse([{ slug: 'motorcycle-insurance', path, kind: 'vehicle', title: 'Motorcycle Insurance' }]),
      '/api/products/motorcycle-insurance': () =>
        jsonResponse({
          slug: 'motorcycle-insurance',
          path,
          kind: 'vehicle',
          title: 'Motorcycle Insurance',
          summary: 'Coverage for motorcycles ridden in Connecticut.',
          intro: ['Riders need their own policy.'],
          sections: [],
        }),
      '/api/services': () =>
        jsonResponse([{ slug: 'vehicle-insurance/motorcycle-insurance', name: 'Motorcycle Service', description: 'x' }]),
    });
    renderApp(path);
    expect(await screen.findByText('Riders need their own policy.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Motorcycle Insurance' })).toBeInTheDocument();
  });

  it('sends unregistered service slugs to the generic service page', async () => {
    stubFetch({
      '/api/blog-posts?view=summary': () => jsonResponse([]),
      '/api/products': () => jsonResponse([]),
      '/api/services': () =>
        jsonResponse([
          {
            slug: 'life-health-umbrella/personal-umbrella-insurance',
            name: 'Personal Umbrella Insurance',
            description: 'Extra liability protection above home and auto.',
          },
        ]),
    });
    renderApp('/insurance/life-health-umbrella/personal-umbrella-insurance/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Umbrella Insurance' }, { timeout: 5000 }),
    ).toBeInTheDocument();  expect(screen.getByText('Extra liability protection above home and auto.')).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('shows the not-found page for extra segments under a known page', async () => {
    renderApp('/about/our-team/extra');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
