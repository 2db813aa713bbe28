// Tests of the Site screen's list: documents by group linking to their editors, a broken file with its problem
// in plain words and no link, and a failed load with a way to try again.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentList } from '@/features/document-editor/components/document-list';
import { renderWithProviders } from '@/testing/render-app';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const hrefOf = (name: string) => `/admin/site?document=${encodeURIComponent(name)}`;

describe('DocumentList', () => {
  it('links each document by title under its group, and names what is wrong with a broken file', async () => {
    stubFetch({
      '/api/admin/documents': () =>
        jsonResponse([
          { name: 'site', title: 'Agency facts', group: 'Agency', problem: null },
          { name: 'pages/about', title: 'About', group: 'Pages', problem: null },
          { name: 'copy/faq', title: 'FAQ', group: 'Pages', problem: 'sections.0.title: Field required' },
          { name: 'copy/team', title: 'Team members', group: 'Agency', problem: null },
        ]),
    });
    renderWithProviders(<DocumentList hrefOf={hrefOf} />);
    const agency = await screen.findByRole('region', { name: 'Agency' });
    expect(within(agency).getByRole('link', { name: 'Agency facts' })).toHaveAttribute('href', '/admin/site?document=site');
    // Each under the group the service names, the groups in the order it lists them first.
    expect(within(agency).getByRole('link', { name: 'Team members' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Agency', 'Pages']);
    const pages = screen.getByRole('region', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/admin/site?document=pages%2Fabout');
    expect(within(pages).queryByRole('link', { name: 'FAQ' })).toBeNull();
    expect(within(pages).getByText(/cannot be opened here until it is put right: sections.0.title: Field required/)).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    stubFetch({ '/api/admin/documents': () => jsonResponse({ message: 'Server error' }, { status: 500 }) });
    renderWithProviders(<DocumentList hrefOf={hrefOf} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of documents could not be loaded: Server error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
