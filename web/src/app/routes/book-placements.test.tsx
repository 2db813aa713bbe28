// Where "Book a Call" shows besides its own page: beside Request a Quote on the contact page and in the talk-to-an-agent
// box that ends every post (the product page's end and the request-received page have theirs in their own tests).
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { TalkToAnAgent } from '@/features/blog/components/talk-to-an-agent';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { renderApp, renderWithProviders } from '@/testing/render-app';
import { stubFetch } from '@/testing/stub-fetch';

beforeEach(() => injectSiteFactsTag());

describe('Book a Call', () => {
  it('stands beside Request a Quote on the contact page', async () => {
    stubFetch({});
    renderApp(paths.contact.getHref());
    const quote = await within(screen.getByRole('main')).findByRole('link', { name: 'Request a Quote' });
    const row = within(quote.parentElement!);
    expect(row.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Request a Quote',
      'Book a Call',
      'Request a Policy Change',
    ]);
    expect(row.getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/book');
  });

  it('is in the talk-to-an-agent box after Get a Quote', async () => {
    renderWithProviders(<TalkToAnAgent headingLevel={2} />);
    const quote = await screen.findByRole('link', { name: 'Get a Quote' });
    const links = within(quote.parentElement!).getAllByRole('link');
    expect(links.slice(-2).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Get a Quote', '/request-quote'],
      ['Book a Call', '/book'],
    ]);
  });
});
