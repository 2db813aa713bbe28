// Tests of the request-received page a form posted without JavaScript lands on: the reference in its address is
// shown to quote, and only when it has the service's shape.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

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
});
