// Tests of a staff control's refusal (Log a call's time, the Handling selects): under the control, read out as an
// alert, the control invalid and described by it; nothing of it without a problem.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ControlProblem, problemAria } from '@/components/ui/control-problem';

function Control({ problem }: { problem: string | null }) {
  return (
    <>
      <select id="status" aria-label="Status" {...problemAria('status', problem)} />
      <ControlProblem id="status" problem={problem} />
    </>
  );
}

describe('a control with a problem', () => {
  it('is invalid and described by the problem, which is an alert', () => {
    render(<Control problem="The status could not be changed." />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription('The status could not be changed.');
    expect(screen.getByRole('alert')).toHaveTextContent('The status could not be changed.');
  });

  it('is neither invalid nor described, and no alert stands under it, without one', () => {
    render(<Control problem={null} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).not.toBeInvalid();
    expect(screen.getByRole('combobox', { name: 'Status' })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
