// Tests of the request-received page a form posted without JavaScript lands on: the reference in its address is
// shown to quote, and only when it has the service's shape; the next three open times to book a call instead.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

beforeEach(() => {
  injectSiteFactsTag();
});

describe('RequestReceivedRoute', () => {
  it('shows the reference the service redirected with', async () => {
    renderApp('/request-received?kind=quote&reference=HP-4K7Q2');
    expect(await screen.findByRole('heading', { name: 'Thank you, we received your quote request' })).toBeVisible();
    expect(screen.getByTestId('request-reference')).toHaveTextContent('Your reference: HP-4K7Q2');
  });

  it.each(['HP-4K7Q1', 'hp-4k7q2', 'H-4K7Q2', 'HPQRS-4K7Q2', 'HP-4K7Q', 'HP-4K7Q2X', '<i>HP-4K7Q2</i>', ''])(
    'shows no reference of another shape (%j)',
    async (reference) => {
      renderApp(`/request-received?kind=policy-change&reference=${encodeURIComponent(reference)}`);
      const confirmation = await screen.findByTestId('request-confirmation');
      expect(confirmation).toHaveTextContent('Thank you, we received your policy change request');
      expect(screen.queryByTestId('request-reference')).toBeNull();
      expect(confirmation).not.toHaveTextContent(/reference/i);
    },
  );

  it('offers the next three open times, each leading to its booking page with the time chosen', async () => {
    const slots = ['2026-12-01T14:00:00Z', '2026-12-01T14:15:00Z', '2026-12-02T20:30:00Z'];
    stubFetch({ '/api/booking/next?count=3': () => jsonResponse({ type: 'quote-call', slots }) });
    renderApp('/request-received?kind=quote&reference=HP-4K7Q2');
    const offer = await screen.findByRole('region', { name: 'Rather talk it through? Book a call' });
    await within(offer).findByRole('link', { name: 'Tue, Dec 1, 9:00 AM' });
    expect(within(offer).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tue, Dec 1, 9:00 AM', '/book/quote-call#start=2026-12-01T14%3A00%3A00Z'],
      ['Tue, Dec 1, 9:15 AM', '/book/quote-call#start=2026-12-01T14%3A15%3A00Z'],
      ['Wed, Dec 2, 3:30 PM', '/book/quote-call#start=2026-12-02T20%3A30%3A00Z'],
      ['See all open times', '/book'],
    ]);
  });

  it('keeps the link to all open times when none could be read', async () => {
    stubFetch({ '/api/booking/next?count=3': () => new Response('down', { status: 503 }) });
    renderApp('/request-received?kind=quote');
    const offer = await screen.findByRole('region', { name: 'Rather talk it through? Book a call' });
    expect(within(offer).getAllByRole('link').map((link) => link.textContent)).toEqual(['See all open times']);
  });
});
