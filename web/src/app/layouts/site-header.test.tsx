// Tests of the header and footer: facts shown, Get a Quote navigation, modified clicks left to the browser,
// the mobile menu, the footer's links.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectSiteFactsTag, siteFacts } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';
import { paths } from '@/config/paths';

// jsdom cannot follow a link to another document; stop the browser default so only wouter's handling is observed.
const preventDocumentNavigation = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  injectSiteFactsTag();
  stubFetch({ '/api/blog-posts?view=summary': () => jsonResponse([]) });
  window.addEventListener('click', preventDocumentNavigation);
});

afterEach(() => {
  window.removeEventListener('click', preventDocumentNavigation);
});

function quoteLink() {
  return within(screen.getByRole('banner')).getAllByRole('link', { name: 'Get a Quote' })[0]!;
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
    // The page is a lazily loaded chunk: give its first import time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a Quote' }, { timeout: 5000 }),
    ).toBeInTheDocument();
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

describe('MobileMenu', () => {
  it('opens with the menu button and closes when one of its links is clicked', async () => {
    const { location } = renderApp('/');
    const header = within(screen.getByRole('banner'));
    const toggle = header.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'News & Blog' })).toHaveAttribute('href', paths.blog.getHref());

    fireEvent.click(within(menu).getByRole('link', { name: 'FAQs' }), { button: 0 });
    expect(location.history.at(-1)).toBe('/faqs');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(menu).not.toBeVisible();
  });

  it('closes on Escape and gives focus back to the menu button', () => {
    renderApp('/');
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('SiteFooter', () => {
  it('shows the phone and address from the site facts', async () => {
    renderApp('/');
    // The footer's code is a chunk of its own (it hydrates as it nears the viewport): it comes after a moment.
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: siteFacts.phone })).toHaveAttribute('href', 'tel:+12035550142');
    expect(within(footer).getByText('100 Broad Street, Milford, CT 06460')).toBeInTheDocument();
  });

  it('links Home, Request a Quote, Contact Us, News & Blog, Pay a bill and Report a claim, and the social profiles in a new tab', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(footer.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/request-quote');
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(footer.getByRole('link', { name: 'News & Blog' })).toHaveAttribute('href', paths.blog.getHref());
    expect(footer.getByRole('link', { name: 'Pay a bill' })).toHaveAttribute('href', '/online-services#client-service-center');
    expect(footer.getByRole('link', { name: 'Report a claim' })).toHaveAttribute('href', '/online-services#after-a-loss');
    for (const profile of siteFacts.social) {
      const link = footer.getByRole('link', { name: `${profile.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(footer.getByText(`© ${new Date().getFullYear()} ${siteFacts.name}. All rights reserved.`)).toBeInTheDocument();
  });
});
