// Tests of /insurance/{category}/{slug}: a product page found by its content's path in the list of product addresses,
// else the service of that slug, and what shows when that list cannot be loaded.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProductPage } from '@/features/insurance/types';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

// A product the code has never heard of: only its document names its path.
const golfCart: ProductPage = {
  slug: 'golf-cart-insurance',
  path: '/insurance/vehicle-insurance/golf-cart-insurance',
  kind: 'vehicle',
  title: 'Golf Cart Insurance',
  summary: 'Coverage for golf carts driven on Connecticut community roads and private property.',
  intro: ['A golf cart is rarely covered by an auto policy.'],
  sections: [{ heading: 'What a golf cart policy can cover', paragraphs: ['Liability and damage to the cart.'], bullets: [] }],
  links: [],
};
const services = [{ slug: 'vehicle-insurance/auto-insurance', name: 'Auto Insurance', description: 'Cars.' }];

const slow = { timeout: 5000 };

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  injectSiteFactsTag();
  fetchMock = stubFetch({
    '/api/products': () =>
      jsonResponse([{ slug: golfCart.slug, path: golfCart.path, kind: golfCart.kind, title: golfCart.title }]),
    '/api/products/golf-cart-insurance': () => jsonResponse(golfCart),
    '/api/services': () => jsonResponse(services),
    '/api/copy/service-details': () => jsonResponse({ details: {} }),
    '/api/blog-posts?view=summary': () => jsonResponse([]),
  });
});

describe('Insurance page', { timeout: 20_000 }, () => {
  it('shows the product page at the path its content names', async () => {
    renderApp('/insurance/vehicle-insurance/golf-cart-insurance');
    expect(await screen.findByText('A golf cart is rarely covered by an auto policy.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Golf Cart Insurance' })).toBeInTheDocument();
  });

  it('leaves an address to the services when the product of that slug lives at another path', async () => {
    renderApp('/insurance/business-insurance/golf-cart-insurance');
    expect(await screen.findByText('Service Not Found', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('A golf cart is rarely covered by an auto policy.')).not.toBeInTheDocument();
  });

  it('shows the service of the address when no product has that slug', async () => {
    renderApp('/insurance/vehicle-insurance/auto-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Insurance' }, slow)).toBeInTheDocument();
  });

  it('never asks for a product page at a service address', async () => {
    renderApp('/insurance/vehicle-insurance/auto-insurance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Insurance' }, slow)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/products');
    expect(asked.filter((url) => url.startsWith('/api/products/'))).toEqual([]);
  });

  it('says a product page that fails to load could not be loaded, with the phone, and tries again', async () => {
    let failures = 1;
    stubFetch({
      '/api/products': () =>
        jsonResponse([{ slug: golfCart.slug, path: golfCart.path, kind: golfCart.kind, title: golfCart.title }]),
      '/api/products/golf-cart-insurance': () =>
        failures-- > 0 ? new Response('server down', { status: 500 }) : jsonResponse(golfCart),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/insurance/vehicle-insurance/golf-cart-insurance');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('could not be loaded');
    expect(within(alert).getByRole('link', { name: /\(203\) 555-0142/ })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.getByRole('heading', { level: 1, name: 'Golf Cart Insurance' })).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Get a quote' }, slow)).toBeInTheDocument();
  });

  it('says the page could not be loaded, and tries again, when the product addresses cannot be read', async () => {
    let failures = 1;
    stubFetch({
      '/api/products': () =>
        failures-- > 0 ? new Response('Busy', { status: 503 }) : jsonResponse([{ ...golfCart, sections: undefined }]),
      '/api/products/golf-cart-insurance': () => jsonResponse(golfCart),
      '/api/blog-posts?view=summary': () => jsonResponse([]),
    });
    renderApp('/insurance/vehicle-insurance/golf-cart-insurance');
    expect(await screen.findByText('This page could not be loaded', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Golf Cart Insurance' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('A golf cart is rarely covered by an auto policy.', {}, slow)).toBeInTheDocument();
  });
});
