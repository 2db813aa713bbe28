// Tests of one request's view: what a visitor typed is shown as text, and a failed mail says so.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestDetail } from '@/features/requests/components/request-detail';
import { staffRequest } from '@/testing/request-fixtures';

const hostile = '<img src=x onerror=alert(1)>';

const request = staffRequest({
  id: 4,
  reference: 'HP-4K7Q2',
  kind: 'policy-change',
  name: hostile,
  email: '',
  phone: '203-555-0142',
  contactPreference: 'text',
  message: 'Line one\n<b>Line two</b>',
  details: { policyNumber: 'PA-1', insurer: 'Not sure', changeKind: 'address', effectiveDate: '2026-12-01' },
  mail: { state: 'failed', attempts: 9, lastError: 'Connection refused' },
});

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

  it('puts a text link beside the call link when the visitor asked to be texted, and only then', () => {
    const { unmount } = render(<RequestDetail request={request} />);
    expect(screen.getByRole('link', { name: 'Send a text to 203-555-0142' })).toHaveAttribute('href', 'sms:+12035550142');
    unmount();
    render(<RequestDetail request={{ ...request, contactPreference: 'phone' }} />);
    expect(screen.getByRole('link', { name: '203-555-0142' })).toHaveAttribute('href', 'tel:+12035550142');
    expect(screen.queryByRole('link', { name: /^Send a text/ })).toBeNull();
  });

  it('says the office mail failed, as an alert', () => {
    render(<RequestDetail request={request} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The e-mail to the office could not be sent after 9 tries (Connection refused).',
    );
  });
});

describe('RequestDetail heading and contacts', () => {
  it('shows the reference, when it came in the office time and since when it is overdue', () => {
    render(<RequestDetail request={{ ...request, overdue: true, dueAt: '2026-11-17T15:14:00Z' }} />);
    expect(screen.getByTestId('reference')).toHaveTextContent('HP-4K7Q2');
    expect(screen.getByText(/^Received/)).toHaveTextContent('Received Monday, November 16, 2026 at 10:14 AM');
    expect(screen.getByText('Overdue since Nov 17, 2026, 10:14 AM')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('says when a new request is due, and links an e-mail address', () => {
    render(<RequestDetail request={{ ...request, email: 'jane@example.com', confirmation: { state: 'sent', attempts: 1, lastError: null } }} />);
    expect(screen.getByText('Due Nov 17, 2026, 10:14 AM')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(screen.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute('href', 'mailto:jane@example.com');
    expect(screen.getByText('Sent to the visitor')).toBeInTheDocument();
  });
});
