// Tests of the inbox's paging: how many there are, which page of how many, and Previous / Next at the ends.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestPager } from '@/features/requests/components/request-pager';

describe('RequestPager', () => {
  it('names the page of how many, and moves a page either way', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<RequestPager list={{ total: 230, page: 2, pageSize: 50 }} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Pages of requests' })).toHaveTextContent('230 requests · Page 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('offers no way past the last page, and no buttons for one page', () => {
    const { rerender } = render(<RequestPager list={{ total: 100, page: 2, pageSize: 50 }} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    rerender(<RequestPager list={{ total: 1, page: 1, pageSize: 50 }} onPage={vi.fn()} />);
    expect(screen.getByRole('navigation')).toHaveTextContent(/^1 request$/);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
