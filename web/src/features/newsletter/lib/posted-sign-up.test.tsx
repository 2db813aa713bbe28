// Tests of a refused plain sign-up shown again: the form it came from shows the problem, each field's problem and
// what was typed, and takes it from the cache; the footer's form leaves it to the page's own; a request form's
// refusal is not the newsletter's.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/newsletter/components/sign-up-form';
import { isOwnRefusal, type PostedSignUp } from '@/features/newsletter/lib/posted-sign-up';
import { createQueryClient } from '@/lib/query-client';
import { FORM_TOKEN, NEWSLETTER_COPY } from '@/testing/newsletter-fixtures';

const ROLE = 'Please use a personal address: mail to postmaster@ or abuse@ is not read by a person.';
const POSTED: PostedSignUp = {
  form: 'newsletter', heading: 'Please check your sign-up', problem: 'Please check the fields below.',
  errors: { email: ROLE }, values: { email: 'postmaster@example.com', name: 'Pat', topics: ['business'] },
};
const tokens = { prefetch: () => {}, ready: async () => FORM_TOKEN, forget: () => {} };

function renderWithPosted(posted: unknown, page: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['posted-request'], posted);
  const location = memoryLocation({ path: '/newsletter' });
  render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        <SignUpForm copy={NEWSLETTER_COPY} page={page} tokens={tokens} />
      </Router>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('a refused plain sign-up', () => {
  it('shows the problem, the field’s problem and what was typed, and is taken from the cache', () => {
    const client = renderWithPosted(POSTED, '/newsletter');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the fields below.');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('postmaster@example.com');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(ROLE);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Pat');
    expect(screen.getByRole('checkbox', { name: /Business/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Home & auto/ })).not.toBeChecked();
    expect(client.getQueryData(['posted-request'])).toBeUndefined();
  });

  it('is not a request form’s refusal', () => {
    const client = renderWithPosted({ ...POSTED, form: undefined }, '/newsletter');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(client.getQueryData(['posted-request'])).toBeDefined();
  });

  it('goes to the page’s own form before the footer’s, and to the one it names', () => {
    expect(isOwnRefusal(POSTED, '/newsletter')).toBe(true);
    expect(isOwnRefusal(POSTED, 'footer:/newsletter')).toBe(false);
    expect(isOwnRefusal(POSTED, `footer:${paths.blogPost.getHref('winter-driving')}`)).toBe(false);
    expect(isOwnRefusal(POSTED, 'footer:/about')).toBe(true);
    const named = { ...POSTED, values: { ...POSTED.values, page: 'footer:/newsletter' } };
    expect(isOwnRefusal(named, 'footer:/newsletter')).toBe(true);
    expect(isOwnRefusal(named, '/newsletter')).toBe(false);
  });
});
