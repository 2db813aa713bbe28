// The findings beside an editor: nothing to review, what failed with Try again, and risks before advice.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindingsPanel } from '@/features/wording-review/components/findings-panel';
import { ApiError } from '@/lib/api-client';
import type { Finding } from '@/lib/api-types';

const advice: Finding = {
  rule: 'vague-link-text',
  severity: 'advice',
  message: 'A link that says where it goes helps everyone.',
  excerpt: 'click here',
  suggestion: 'Name the page the link opens.',
  phrase: null,
  field: 'content',
  phraseAt: null,
};
const risk: Finding = {
  rule: 'special-expertise',
  severity: 'risk',
  message: 'Calling the agency expert can raise the duty of care.',
  excerpt: 'Our experts review every policy.',
  suggestion: 'Say what the agency does.',
  phrase: 'experts',
  field: 'content',
  phraseAt: 4,
};
const checks = (data: Finding[] | undefined, error: Error | null = null) => ({ data, error, isFetching: false, refetch: vi.fn() });

describe('FindingsPanel', () => {
  it('says when there is no wording to review', () => {
    render(<FindingsPanel checks={checks([])} moving={false} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Wording and accessibility' })).toBeInTheDocument();
    expect(screen.getByText('No wording to review.')).toBeInTheDocument();
  });

  it('lists wording to review before advice, with the counts', () => {
    render(<FindingsPanel checks={checks([advice, risk])} moving={false} headingLevel={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Wording to review');
    expect(within(items[0]!).getByText('experts', { selector: 'mark' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Instead: Say what the agency does.');
    expect(items[1]).toHaveTextContent('Advice');
    expect(screen.getByText('1 to review, 1 piece of advice')).toBeInTheDocument();
  });

  it('says what failed and tries again; says it is checking while the text moves on', async () => {
    const failed = checks(undefined, new ApiError(500, 'Server error'));
    const { rerender } = render(<FindingsPanel checks={failed} moving={false} headingLevel={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The text could not be checked');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalled();
    rerender(<FindingsPanel checks={checks([risk])} moving headingLevel={3} />);
    expect(screen.getByText('Checking...')).toBeInTheDocument();
  });
});
