// Tests of the business sidebar: the business category's links from its copy, the current one marked, and the
// call/quote box.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessSidebar } from '@/features/insurance/components/business-sidebar';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

// The business category's links as content/copy/categories.json gives them (two of its six, in its order).
const categories = {
  items: [
    { key: 'vehicle', title: 'Vehicle Insurance', intro: [], showContactButtons: false, links: [] },
    {
      key: 'business',
      title: 'Business Insurance',
      intro: [],
      showContactButtons: true,
      links: [
        { label: 'General Liability Insurance', href: '/insurance/business-insurance/general-liability-insurance' },
        { label: 'Bonds', href: '/insurance/business-insurance/bonds' },
      ],
    },
  ],
};

beforeEach(() => {
  injectSiteFactsTag();
  stubFetch({ '/api/copy/categories': () => jsonResponse(categories) });
});

describe('BusinessSidebar', () => {
  it("lists the business category's links in its order and marks the current one, whatever the path case", async () => {
    renderWithProviders(<BusinessSidebar currentPath="/Insurance/Business-Insurance/Bonds/" />);
    const nav = screen.getByRole('navigation', { name: 'Business Insurance' });
    await within(nav).findAllByRole('listitem');
    const links = within(nav).getAllByRole('listitem').map((item) => within(item).getByRole('link'));
    expect(links.map((link) => link.textContent)).toEqual(['General Liability Insurance', 'Bonds']);
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
