// Tests of the footer's newsletter band: on every page with the form (its consent page "footer:<path>") and the
// intro's first sentence, not on the newsletter's own pages, a link to /newsletter when the copy
// cannot be read.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstSentence } from '@/app/layouts/site-footer-newsletter';
import { paths } from '@/config/paths';
import { injectSiteFactsTag } from '@/testing/fixtures';
import { NEWSLETTER_COPY, signUpRoutes } from '@/testing/newsletter-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

beforeEach(() => injectSiteFactsTag());

describe('the footer’s newsletter band', () => {
  it('holds the sign-up form, recording the page it is at the foot of', async () => {
    stubFetch({ ...signUpRoutes, '/api/pages/about': () => jsonResponse({ title: 'About Us', content: '<p>Hi</p>' }) });
    renderApp(paths.about.getHref());
    const band = await screen.findByTestId('footer-newsletter');
    const form = await within(band).findByTestId('newsletter-form');
    expect((form as HTMLFormElement).elements.namedItem('page')).toHaveValue('footer:/about');
    expect(band).toHaveTextContent(firstSentence(NEWSLETTER_COPY.intro));
    expect(within(band).getByTestId('newsletter-consent')).toHaveTextContent(NEWSLETTER_COPY.consentText);
  });

  it('is not on the newsletter’s own pages', async () => {
    stubFetch(signUpRoutes);
    renderApp(paths.newsletter.getHref());
    await screen.findByTestId('newsletter-page');
    await screen.findByRole('contentinfo');
    expect(screen.queryByTestId('footer-newsletter')).toBeNull();
    expect(screen.getAllByTestId('newsletter-form')).toHaveLength(1);
    renderApp(paths.newsletterCheckInbox.getHref());
    await screen.findByTestId('check-your-inbox');
    expect(screen.queryByTestId('footer-newsletter')).toBeNull();
  });

  it('links to /newsletter when the copy cannot be read', async () => {
    stubFetch({});
    renderApp(paths.contact.getHref());
    const band = await screen.findByTestId('footer-newsletter');
    expect(within(band).getByRole('link', { name: 'Sign up on our newsletter page' })).toHaveAttribute('href', '/newsletter');
    expect(within(band).queryByTestId('newsletter-form')).toBeNull();
  });

  it('takes the intro’s first sentence for its line', () => {
    expect(firstSentence('One note a month. Choose topics.')).toBe('One note a month.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });
});
