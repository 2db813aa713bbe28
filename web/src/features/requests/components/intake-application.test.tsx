// Tests of the application view of a quote intake on a request's page: sections per line with one block per driver and
// vehicle under the declaration's labels, sensitive answers masked until "Reveal" (which asks the service and shows
// the value), a section edited on the visitor's behalf (a refusal under its answer), "Ready to quote", and the
// printable summary with its Print button.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestDetail, StaffIntake } from '@/features/requests/types';
import { renderApp } from '@/testing/render-app';
import { requestDetail } from '@/testing/request-fixtures';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const slow = { timeout: 15_000 };
const masked = (tail: string) => ({ masked: `•••• ${tail}`, set: true });

const intake: StaffIntake = {
  step: 'documents',
  sentAt: '2026-11-16T15:20:00Z',
  renewalOn: '2026-12-28',
  files: [{ id: 3, name: 'declarations.pdf', size: 20480, mediaType: 'application/pdf' }],
  answers: {
    drivers: [
      { id: 'd1', name: 'Ann Lee', dateOfBirth: { masked: '••/••/••••', set: true }, licenceState: 'CT', licenceNumber: masked('5678') },
      { id: 'd2', name: 'Bo Lee', licenceNumber: masked('5432'), incidents: 'one' },
    ],
    vehicles: [{ id: 'v1', year: '2019', make: 'Honda', model: 'Civic', vin: masked('4352'), ownership: 'financed' }],
    autoPolicy: { currentInsurer: 'Nutmeg Mutual', expiryDate: '2026-12-28' },
  },
};

const withIntake = requestDetail({ id: 4, status: 'new', details: { coverages: ['auto'], zip: '06460' }, intake });

function api(request: RequestDetail, writes: Record<string, (init?: RequestInit) => Response> = {}) {
  return {
    '/api/auth/session': () => jsonResponse({ username: 'maria', csrfToken: 'csrf-1' }),
    '/api/admin/requests/assignees': () => jsonResponse({ assignees: [] }),
    '/api/admin/requests/4': () => jsonResponse(request),
    ...writes,
  };
}

describe('the application view', { timeout: 30_000 }, () => {
  it('lays the intake out per line, per driver and per vehicle, sensitive answers masked', async () => {
    stubFetch(api(withIntake));
    renderApp('/admin/requests/4');
    const application = await screen.findByRole('region', { name: 'Application' }, slow);
    const drivers = within(application).getByRole('region', { name: 'Drivers' });
    expect(within(drivers).getByRole('heading', { name: 'Driver 1 (Ann Lee)' })).toBeVisible();
    expect(within(drivers).getByRole('heading', { name: 'Driver 2 (Bo Lee)' })).toBeVisible();
    expect(drivers).toHaveTextContent('State that issued the licenseConnecticut');
    expect(drivers).toHaveTextContent('Accidents or violations in the last 5 yearsOne');
    expect(within(drivers).getAllByTestId('masked-answer').map((node) => node.textContent)).toEqual([
      '••/••/••••',
      '•••• 5678',
      '•••• 5432',
    ]);
    const vehicles = within(application).getByRole('region', { name: 'Vehicles' });
    expect(within(vehicles).getByRole('heading', { name: 'Vehicle 1 (Honda)' })).toBeVisible();
    expect(vehicles).toHaveTextContent('Owned, financed or leasedFinanced');
    expect(within(application).getByRole('region', { name: 'Your current auto policy' })).toHaveTextContent('Nutmeg Mutual');
    expect(within(application).queryByRole('region', { name: 'Your home' })).toBeNull();
    expect(within(application).getByRole('link', { name: 'declarations.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/requests/4/intake/files/3',
    );
    expect(within(application).getByRole('link', { name: 'Rater CSV with sensitive answers' })).toHaveAttribute(
      'href',
      '/api/admin/requests/4/intake.csv?sensitive=1',
    );
  });

  it('reveals one answer on asking, and refreshes the request so the timeline shows it', async () => {
    const sent: unknown[] = [];
    const fetchMock = stubFetch(
      api(withIntake, {
        'POST /api/admin/requests/4/intake/reveal': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return jsonResponse({ value: 'B98765432' });
        },
      }),
    );
    renderApp('/admin/requests/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Reveal Driver 2 (Bo Lee): License number' }, slow));
    expect(await screen.findByText('B98765432')).toBeVisible();
    expect(sent).toEqual([{ step: 'drivers', item: 'd2', field: 'licenceNumber' }]);
    expect(screen.queryByText('•••• 5432')).toBeNull();
    expect(screen.getByText('•••• 5678')).toBeVisible();
    const reads = fetchMock.mock.calls.filter(([url, init]) => url === '/api/admin/requests/4' && !init?.method);
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('edits a section on the visitor’s behalf, a sensitive answer left empty kept, a refusal under its answer', async () => {
    const bodies: { step: string; answers: Record<string, unknown>[] }[] = [];
    stubFetch(
      api(withIntake, {
        'PATCH /api/admin/requests/4/intake': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse(
            {
              message: 'Check the Vehicles step: Vehicle 1 (Honda): Year: Enter a whole number from 1950 to 2027.',
              errors: { 'vehicles.v1.year': 'Vehicle 1 (Honda): Year: Enter a whole number from 1950 to 2027.' },
            },
            { status: 422 },
          );
        },
      }),
    );
    renderApp('/admin/requests/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Vehicles' }, slow));
    const form = screen.getByRole('form', { name: 'Edit Vehicles' });
    const year = within(form).getByRole('textbox', { name: 'Year' });
    await userEvent.clear(year);
    await userEvent.type(year, '1900');
    expect(within(form).getByRole('textbox', { name: 'VIN (optional)' })).toHaveAttribute('placeholder', 'Unchanged (•••• 4352)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Vehicles' }));
    expect(await within(form).findByText('Vehicle 1 (Honda): Year: Enter a whole number from 1950 to 2027.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies[0]?.step).toBe('vehicles');
    expect(bodies[0]?.answers).toEqual([{ id: 'v1', year: '1900', make: 'Honda', model: 'Civic', ownership: 'financed' }]);
  });

  it('marks the request Ready to quote through the status change', async () => {
    const changes: unknown[] = [];
    stubFetch(
      api(withIntake, {
        'PATCH /api/admin/requests/4': (init) => {
          changes.push(JSON.parse(String(init?.body)));
          return jsonResponse({ ...withIntake, status: 'ready', intake: undefined });
        },
      }),
    );
    renderApp('/admin/requests/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Ready to quote' }, slow));
    expect(changes).toEqual([{ status: 'ready' }]);
    // The change answers without the intake: the application stays shown, and the button goes.
    await screen.findByText('Ready to quote', { selector: 'span' });
    expect(screen.getByRole('region', { name: 'Application' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ready to quote' })).toBeNull();
  });

  it('prints the application from its own page, with no editing', async () => {
    stubFetch(api(withIntake));
    renderApp('/admin/requests/4/intake');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Application' }, slow)).toBeVisible();
    expect(await screen.findByTestId('applicant', {}, slow)).toHaveTextContent('Jane Doe HP-4K7Q2');
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Reveal / })).toHaveLength(4);
  });
});
