// Tests of the header and footer: facts shown, Get a Quote navigation, modified clicks left to the browser.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

// jsdom cannot follow a link to another document; stop the browser default so only wouter's handling is observed.
const preventDocumentNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  injectSiteFactsTag();
  stubFetch({ '/api/blog-posts': () => jsonResponse([]) });
  window.addEventListener('click', preventDocumentNavigation);
});

afterEach(() => {
  window.removeEventListener('click', preventDocumentNavigation);
});

function quoteLink() {
  return within(screen.getByRole('banner')).getByRole('link', { name: 'Get a Quote' });
}

describe('SiteHeader', () => {
  it('shows the agency name, a tel: link and the Get a Quote link', () => {
    renderApp('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByText(siteFacts.name)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: `Call us at ${siteFacts.phone}` })).toHaveAttribute(
      'href',
      'tel:+12035550142',
    );
    expect(quoteLink()).toHaveAttribute('href', '/request-quote');
  });

  it('navigates inside the app on a plain click', async () => {
    const { location } = renderApp('/');
    fireEvent.click(quoteLink(), { button: 0 });
    expect(location.history.at(-1)).toBe('/request-quote');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a Quote' })).toBeInTheDocument();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, modifiers) => {
    const { location } = renderApp('/');
    fireEvent.click(quoteLink(), { button: 0, ...modifiers });
    expect(location.history).toEqual(['/']);
  });
});

describe('SiteFooter', () => {
  it('shows the phone and address from the site facts', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: siteFacts.phone })).toHaveAttribute('href', 'tel:+12035550142');
    expect(within(footer).getByText('100 Broad Street, Milford, CT 06460')).toBeInTheDocument();
  });
});
