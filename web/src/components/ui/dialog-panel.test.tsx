// The form dialog: its submit goes to the dialog alone (never to a handler around it), Cancel closes it, and while
// the request is on its way the send button says so and cannot be pressed again.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-panel';

function renderFormDialog({ pending = false } = {}) {
  const onSubmit = vi.fn();
  const onOuterSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onOpenChange = vi.fn();
  render(
    <div onSubmit={onOuterSubmit}>
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogForm title="Name it" description="A name for the thing." onSubmit={onSubmit} submitLabel="Save" pendingLabel="Saving..." pending={pending}>
            <input aria-label="Name" />
          </DialogForm>
        </DialogContent>
      </Dialog>
    </div>,
  );
  return { onSubmit, onOuterSubmit, onOpenChange };
}

describe('DialogForm', () => {
  it('is named and described by its title and description, and sends to its own handler only', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOuterSubmit, onOpenChange } = renderFormDialog();
    const dialog = screen.getByRole('dialog', { name: 'Name it' });
    expect(dialog).toHaveAccessibleDescription('A name for the thing.');
    await user.type(screen.getByLabelText('Name'), 'x{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onOuterSubmit).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Cancel without sending', async () => {
    const user = userEvent.setup();
    const { onSubmit, onOpenChange } = renderFormDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the request is on its way and takes no second press', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderFormDialog({ pending: true });
    const send = screen.getByRole('button', { name: 'Saving...' });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
