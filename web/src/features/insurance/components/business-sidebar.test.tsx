// Tests of the business sidebar: the six business pages, the current one marked, and the call/quote box.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessSidebar } from '@/features/insurance/components/business-sidebar';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';

beforeEach(() => injectSiteFactsTag());

describe('BusinessSidebar', () => {
  it('lists the six business pages and marks the current one, whatever the path case', () => {
    renderWithProviders(<BusinessSidebar currentPath="/Insurance/Business-Insurance/Bonds/" />);
    const nav = screen.getByRole('navigation', { name: 'Business Insurance' });
    const links = within(nav).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links).toHaveLength(6);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Bonds');
    expect(current[0]).toHaveAttribute('href', '/insurance/business-insurance/bonds');
  });

  it('offers the agency phone and a quote', () => {
    renderWithProviders(<BusinessSidebar currentPath="/insurance/business-insurance/bonds" />);
    expect(screen.getByRole('link', { name: '(203) 555-0142' })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request-quote');
  });
});
