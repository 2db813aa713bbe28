// Tests of "Where it came from": a page named by its own title with its path below, a path alone when the site has
// no page there, and "Not recorded" for what the form did not know.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestSource } from '@/features/requests/components/request-source';

describe('RequestSource', () => {
  it('names the page by its title and shows its path', () => {
    render(
      <RequestSource
        source={{ page: '/insurance/property-insurance/homeowners-insurance', landing: '/gone' }}
        titles={{ page: 'Homeowners Insurance', landing: null }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Homeowners Insurance' })).toHaveAttribute(
      'href',
      '/insurance/property-insurance/homeowners-insurance',
    );
    expect(screen.getByText('/insurance/property-insurance/homeowners-insurance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/gone' })).toHaveAttribute('href', '/gone');
    expect(screen.getAllByText('Not recorded')).toHaveLength(2);
  });
});
