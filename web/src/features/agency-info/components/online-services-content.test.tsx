// Tests of the Online Services cards: each item's link, in the app for site paths and in a new tab for outside sites.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineServicesContent } from '@/features/agency-info/components/online-services-content';
import { renderWithProviders } from '@/testing/render-app';

describe('OnlineServicesContent', () => {
  it('links each item by its label, with its description', () => {
    renderWithProviders(
      <OnlineServicesContent
        copy={{
          title: 'Online Services',
          intro: ['Handle everyday tasks online.'],
          items: [
            { label: 'Contact Us', href: '/contact', description: 'Phone, text and e-mail.' },
            { label: 'Carrier portal', href: 'https://carrier.example', description: null },
          ],
          serviceCentre: { heading: 'Client service centre', intro: 'Pay a bill or report a claim.' },
          afterLoss: { heading: 'What to do first', steps: ['Call us at {phone}.'] },
        }}
      />,
    );
    const contact = screen.getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    expect(contact).not.toHaveAttribute('target');
    expect(screen.getByText('Phone, text and e-mail.')).toBeInTheDocument();
    const portal = screen.getByRole('link', { name: /^Carrier portal/ });
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
