// Tests of the companies table: a real table, each phone line a tel: link, Visit Website in a new tab, broken logos hidden.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompaniesTable } from '@/features/companies/components/companies-table';
import type { Company } from '@/features/companies/types';
import { renderWithProviders } from '@/testing/render-app';

const companies: Company[] = [
  {
    name: 'The Hartford',
    category: 'Auto & Home',
    website: 'https://www.thehartford.com',
    phones: [
      { label: 'Personal lines', number: '(800) 555-0101' },
      { label: 'Business lines', number: '(800) 555-0102' },
    ],
    logo: '/media/logos/the-hartford.png',
    payBillUrl: 'https://www.thehartford.com',
    claimUrl: 'https://www.thehartford.com',
    claimsPhone: '(800) 555-0151',
  },
  {
    name: 'Travelers',
    category: 'Auto & Home',
    website: 'https://www.travelers.com',
    phones: [{ label: 'Customer service', number: '(800) 555-0103' }],
    logo: '/media/logos/travelers.png',
    payBillUrl: null,
    claimUrl: null,
    claimsPhone: null,
  },
];

function renderTable() {
  return renderWithProviders(<CompaniesTable companies={companies} caption="Companies we represent" />);
}

describe('CompaniesTable', () => {
  it('is a captioned table with column headers and one row per company, named by the company', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Companies we represent' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Logo',
      'Company',
      'Category',
      'Phone',
      'Bills & claims',
      'Website',
    ]);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['The Hartford', 'Travelers']);
  });

  it("lists The Hartford's personal and business lines apart, each a tel: link", () => {
    renderTable();
    const row = screen.getByRole('rowheader', { name: 'The Hartford' }).closest('tr')!;
    expect(within(row).getByText('Personal lines')).toBeInTheDocument();
    expect(within(row).getByText('Business lines')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '(800) 555-0101' })).toHaveAttribute('href', 'tel:+18005550101');
    expect(within(row).getByRole('link', { name: '(800) 555-0102' })).toHaveAttribute('href', 'tel:+18005550102');
  });

  it("links a company's bill and claim pages and calls its claims line, and shows none it lacks", () => {
    renderTable();
    const hartford = screen.getByRole('rowheader', { name: 'The Hartford' }).closest('tr')!;
    const pay = within(hartford).getByRole('link', { name: 'Pay a bill: The Hartford, opens in a new tab' });
    expect(pay).toHaveAttribute('href', 'https://www.thehartford.com');
    expect(pay).toHaveAttribute('target', '_blank');
    const claim = within(hartford).getByRole('link', { name: 'Report a claim: The Hartford, opens in a new tab' });
    expect(claim).toHaveAttribute('rel', 'noopener noreferrer');
    const claims = within(hartford).getByRole('link', { name: '(800) 555-0151, The Hartford claims' });
    expect(claims).toHaveAttribute('href', 'tel:+18005550151');
    const travelers = screen.getByRole('rowheader', { name: 'Travelers' }).closest('tr')!;
    expect(within(travelers).queryByRole('link', { name: /^(Pay a bill|Report a claim)/ })).toBeNull();
    expect(within(travelers).queryByText('24-hour claims')).toBeNull();
  });

  it('opens each website in a new tab, with the company in the link name', () => {
    renderTable();
    const link = screen.getByRole('link', { name: /^Visit Website: Travelers/ });
    expect(link).toHaveAttribute('href', 'https://www.travelers.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows each logo with its alt text and size, and hides one that fails to load', () => {
    renderTable();
    const logo = screen.getByRole('img', { name: 'Travelers logo' });
    expect(logo).toHaveAttribute('width', '120');
    expect(logo).toHaveAttribute('height', '48');
    fireEvent.error(logo);
    expect(logo).not.toBeVisible();
    expect(screen.getByRole('img', { name: 'The Hartford logo' })).toBeVisible();
  });
});
