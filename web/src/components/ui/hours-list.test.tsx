// Tests of the hours list: grouped days with their hours, short day names on screen, the note across the row.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoursList } from '@/components/ui/hours-list';
import { siteFacts } from '@/testing/fixtures';

const classes = { className: 'list', row: 'row', times: 'times' };

describe('HoursList', () => {
  it('lists the grouped days and their hours, and the note as a row of its own with no hours', () => {
    const { container } = render(<HoursList hours={{ ...siteFacts.hours, note: 'Evenings by appointment' }} {...classes} />);
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Monday – Friday', 'Saturday – Sunday', 'Evenings by appointment']);
    expect([...container.querySelectorAll('dd')].map((detail) => detail.textContent)).toEqual([
      '9:00 AM – 5:00 PM',
      'Closed',
    ]);
    expect(screen.getByText('Evenings by appointment')).toHaveClass('col-span-2');
  });

  it('shows short day names and keeps the full ones for screen readers', () => {
    render(<HoursList hours={siteFacts.hours} short label="Office hours" {...classes} />);
    expect(screen.getByText('Mon – Fri')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Monday – Friday')).toHaveClass('sr-only');
    expect(screen.getByLabelText('Office hours').tagName).toBe('DL');
  });
});
