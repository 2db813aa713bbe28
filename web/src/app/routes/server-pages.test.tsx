// Tests of the About, Our Team and service pages in the routed app: loading, found and not-found states.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const about = { title: 'About Harbor Point', content: '<p>We opened in 1986.</p><p>Call &amp; visit.</p>' };
const services = [
  { slug: 'vehicle-insurance/auto-insurance', name: 'Auto Insurance', description: 'Cars.' },
  { slug: 'vehicle-insurance/atv-motorsport-insurance', name: 'ATV Insurance', description: 'Trail riding cover.' },
];
const details = {
  details: {
    'vehicle-insurance/auto-insurance': {
      intro: ['Your car gets you to work.'],
      sections: [{ heading: 'What an auto policy covers', paragraphs: ['Several coverages.'], bullets: ['Collision'] }],
    },
  },
};

const team = { mission: 'We help families in Milford.', whyChooseUs: [], agents: [] };

const slow = { timeout: 5000 };

/** An answer held back until release() is called: the page's loading state stays on screen until then. */
function heldAnswer(body: unknown) {
  let release = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = () => resolve(jsonResponse(body));
  });
  return { answer: () => answer, release: () => release() };
}
// The first render imports and compiles the lazy route modules, which on a busy two-core machine can
// take longer than vitest's default 5 s per test; each wait inside keeps its own 5 s limit.
const routeTest = { timeout: 20_000 };

beforeEach(() => {
  injectSiteFactsTag();
});

describe('About page', routeTest, () => {
  it('shows the server title and paragraphs as text, with phone, e-mail and quote links', async () => {
    stubFetch({ '/api/pages/about': () => jsonResponse(about), '/api/blog-posts?view=summary': () => jsonResponse([]) });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Harbor Point' }, slow)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('We opened in 1986.')).toBeInTheDocument();
    expect(main.getByText('Call & visit.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: /\(203\) 555-0142/ })).toHaveAttribute('href', 'tel:+12035550142');
    expect(main.getByRole('link', { name: /info@example\.com/ })).toHaveAttribute('href', 'mailto:info@example.com');
    expect(main.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request-quote');
  });

  it('says Page not found. when the page cannot be loaded', async () => {
    stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse([]) });
    renderApp('/about');
    expect(await screen.findByText('Page not found.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('says Loading... while the page is on its way', async () => {
    const held = heldAnswer(about);
    stubFetch({ '/api/pages/about': held.answer, '/api/blog-posts?view=summary': () => jsonResponse([]) });
    renderApp('/about');
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Loading...');
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'About Harbor Point' }, slow)).toBeInTheDocument();
  });
});

describe('Our Team page', routeTest, () => {
  it('says Page not found. when its page answers a server error', async () => {
    stubFetch({
      '/api/pages/our-team': () => new Response('boom', { status: 500 }),
      '/api/copy/team': () => jsonResponse(team),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/about/our-team');
    expect(await screen.findByText('Page not found.', {}, slow)).toBeInTheDocument();
  });
});

describe('Service page', routeTest, () => {
  beforeEach(() => {
    stubFetch({
      '/api/products': () => jsonResponse([]),
      '/api/services': () => jsonResponse(services),
      '/api/copy/service-details': () => jsonResponse(details),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
  });

  it('shows the fixed long copy of a service that has one', async () => {
    renderApp('/insurance/vehicle-insurance/auto-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Insurance' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Your car gets you to work.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What an auto policy covers' })).toBeInTheDocument();
    expect(screen.queryByText('Cars.')).not.toBeInTheDocument();
  });

  it('shows the description of any other service, found case-insensitively', async () => {
    renderApp('/insurance/Vehicle-Insurance/ATV-Motorsport-Insurance/');
    expect(await screen.findByRole('heading', { level: 1, name: 'ATV Insurance' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Trail riding cover.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Insurance Services' })).toHaveAttribute('href', '/insurance');
  });

  it('finds a service with fixed long copy whatever the case of its address, with a final slash', async () => {
    renderApp('/insurance/Vehicle-Insurance/AUTO-insurance/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Insurance' }, slow)).toBeInTheDocument();
  });

  it('says Loading service information... while the services are on their way', async () => {
    const held = heldAnswer(services);
    stubFetch({
      '/api/products': () => jsonResponse([]),
      '/api/services': held.answer,
      '/api/copy/service-details': () => jsonResponse(details),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/insurance/vehicle-insurance/atv-motorsport-insurance');
    expect(await screen.findByText('Loading service information...', {}, slow)).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'ATV Insurance' }, slow)).toBeInTheDocument();
  });

  it('says Service Not Found with a link to all services for an unknown slug', async () => {
    renderApp('/insurance/nothing/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service Not Found' }, slow)).toBeInTheDocument();
    expect(screen.getByText('The requested insurance service could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/insurance');
  });
});
