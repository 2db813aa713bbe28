// Tests of the router: every route of the table renders its page, case-insensitive matching, the 404 last.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeTable } from '@/config/paths';
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
  it('lists every route of spec §2 in the table', () => {
    expect(routeTable.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/blog',
        '/blog/:slug',
        '/about',
        '/about/our-team',
        '/about/companies-we-represent',
        '/about/why-an-independent-agent',
        '/insurance',
        '/insurance-services',
        '/insurance/vehicle',
        '/insurance/property',
        '/insurance/business',
        '/insurance/vehicle-insurance/motorcycle-insurance',
        '/insurance/vehicle-insurance/motorsport-and-atv-insurance',
        '/insurance/vehicle-insurance/classic-car-insurance',
        '/insurance/vehicle-insurance/rv-and-mobile-home-insurance',
        '/insurance/vehicle-insurance/boat-and-watercraft-insurance',
        '/insurance/property-insurance/homeowners-insurance',
        '/insurance/property-insurance/renters-insurance',
        '/insurance/property-insurance/condo-insurance',
        '/insurance/property-insurance/landlord-protection',
        '/insurance/property-insurance/flood-insurance',
        '/insurance/property-insurance/earthquake-insurance',
        '/insurance/business-insurance/general-liability-insurance',
        '/insurance/business-insurance/commercial-property-insurance',
        '/insurance/business-insurance/business-auto-insurance',
        '/insurance/business-insurance/commercial-umbrella-insurance',
        '/insurance/business-insurance/workers-compensation-insurance',
        '/insurance/business-insurance/bonds',
        '/insurance/:category/:slug',
        '/online-services',
        '/faqs',
        '/contact',
        '/request-quote',
        '/request-policy-change',
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
    ['/blog/some-post', 'Blog Post Not Found'],
    ['/insurance/some-category/some-post', 'Service Not Found'],
  ])('renders the not-found state of %s, not the router 404', async (path, heading) => {
    stubFetch({
      '/api/blog-posts?view=summary': () => jsonResponse([]),
      '/api/services': () => jsonResponse([]),
    });
    renderApp(path);
    expect(await screen.findByText(heading, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('matches paths case-insensitively and with a trailing slash', async () => {
    renderApp('/About/Our-Team/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Team' })).toBeInTheDocument();
  });

  it('prefers a fixed product page over the generic service page', async () => {
    renderApp('/insurance/vehicle-insurance/motorcycle-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Motorcycle Insurance' })).toBeInTheDocument();
  });

  it('sends unregistered service slugs to the generic service page', async () => {
    stubFetch({
      '/api/blog-posts?view=summary': () => jsonResponse([]),
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
    ).toBeInTheDocument();
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
