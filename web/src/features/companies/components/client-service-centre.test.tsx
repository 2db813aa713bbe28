// Tests of the client service centre's filter: by name or category, accents and case ignored, the count and the
// no-match message said where a screen reader hears them.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClientServiceCentre, matchingCompanies } from '@/features/companies/components/client-service-centre';
import type { Company } from '@/features/companies/types';
import { renderWithProviders } from '@/testing/render-app';

const company = (name: string, category: string): Company => ({
  name,
  category,
  website: `https://www.${name.toLowerCase().replace(/\W/g, '')}.example`,
  phones: [{ label: 'Customer service', number: '(800) 555-0101' }],
  logo: '/media/logos/x.webp',
  payBillUrl: null,
  claimUrl: null,
  claimsPhone: null,
});

const companies = [company('Travelers', 'Auto & Home'), company('Mapfré', 'Auto & Home'), company('RLI', 'Business')];

describe('matchingCompanies', () => {
  it('keeps every company for an empty filter and matches name or category, ignoring case and accents', () => {
    expect(matchingCompanies(companies, '  ')).toEqual(companies);
    expect(matchingCompanies(companies, 'MAPFRE').map((c) => c.name)).toEqual(['Mapfré']);
    expect(matchingCompanies(companies, 'business').map((c) => c.name)).toEqual(['RLI']);
    expect(matchingCompanies(companies, 'zzz')).toEqual([]);
  });
});

describe('ClientServiceCentre', () => {
  it('narrows the list as you type and says how many match, or that none does', () => {
    renderWithProviders(
      <ClientServiceCentre companies={companies} heading="Client service centre" intro="Intro" noMatchHelp="Call us." />,
    );
    const box = screen.getByRole('searchbox', { name: 'Find your insurance company' });
    const count = screen.getByText('3 companies');
    expect(count).toHaveAttribute('aria-live', 'polite');
    fireEvent.change(box, { target: { value: 'trav' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Travelers']);
    expect(count).toHaveTextContent('1 of 3 companies match “trav”.');
    fireEvent.change(box, { target: { value: 'acme' } });
    expect(count).toHaveTextContent('No company matches “acme”.');
    expect(screen.getByText('Call us.')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});
