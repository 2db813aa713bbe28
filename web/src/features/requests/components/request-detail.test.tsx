// Tests of one request's view: what a visitor typed is shown as text, and a failed mail says so.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestDetail } from '@/features/requests/components/request-detail';
import type { StaffRequest } from '@/features/requests/types';

const hostile = '<img src=x onerror=alert(1)>';

const request: StaffRequest = {
  id: 4,
  kind: 'policy-change',
  status: 'new',
  createdAt: '2026-11-16T15:14:00Z',
  name: hostile,
  email: '',
  phone: '203-555-0142',
  contactPreference: 'text',
  message: 'Line one\n<b>Line two</b>',
  details: { policyNumber: 'PA-1', insurer: 'Not sure', changeKind: 'address', effectiveDate: '2026-12-01' },
  statusChangedBy: null,
  statusChangedAt: null,
  mail: { state: 'failed', attempts: 9, lastError: 'Connection refused' },
};

describe('RequestDetail', () => {
  it('shows what the visitor typed as text, never as markup', () => {
    const { container } = render(<RequestDetail request={request} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Policy change request from ${hostile}`);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText(/Line one/)).toHaveTextContent('Line one <b>Line two</b>');
  });

  it('names the change, its date and how to reach the visitor', () => {
    render(<RequestDetail request={request} />);
    expect(screen.getByText('Change of address')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '203-555-0142' })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.getByText('A text message')).toBeInTheDocument();
  });

  it('says the office mail failed, as an alert', () => {
    render(<RequestDetail request={request} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The e-mail to the office could not be sent after 9 tries (Connection refused).',
    );
  });
});
