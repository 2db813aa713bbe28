// Tests of useDismiss: a press outside the elements it is given, or Escape, dismisses while active; nothing else.
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from '@/features/navigation/lib/use-dismiss';

function Menu({ active, dismiss }: { active: boolean; dismiss: (byEscape: boolean) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(active, [panel, button], dismiss);
  return (
    <>
      <button ref={button}>toggle</button>
      <div ref={panel}>
        <a href="#x">inside</a>
      </div>
      <p>outside</p>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses on a press outside every given element, and not on one inside any', () => {
    const dismiss = vi.fn();
    render(<Menu active dismiss={dismiss} />);
    fireEvent.pointerDown(screen.getByText('inside'));
    fireEvent.pointerDown(screen.getByText('toggle'));
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(dismiss).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('dismisses on Escape anywhere, telling it was Escape', () => {
    const dismiss = vi.fn();
    render(<Menu active dismiss={dismiss} />);
    fireEvent.keyDown(screen.getByText('inside'), { key: 'Enter' });
    expect(dismiss).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByText('inside'), { key: 'Escape' });
    expect(dismiss).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('listens only while active', () => {
    const dismiss = vi.fn();
    const { rerender } = render(<Menu active dismiss={dismiss} />);
    rerender(<Menu active={false} dismiss={dismiss} />);
    fireEvent.pointerDown(screen.getByText('outside'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(dismiss).not.toHaveBeenCalled();
  });
});
