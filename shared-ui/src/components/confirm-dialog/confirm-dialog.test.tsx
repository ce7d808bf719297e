import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { ConfirmDialog } from './confirm-dialog';

function DeleteRow({ onConfirm = jest.fn() }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button>Before</button>
      <button onClick={() => setOpen(true)}>Delete appointment</button>
      <ConfirmDialog
        open={open}
        message="Are you sure you want to delete this appointment?"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog with the caller message, focused on Cancel', async () => {
    renderWithProviders(<DeleteRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete appointment' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this appointment?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps focus inside while tabbing either way', async () => {
    renderWithProviders(<DeleteRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete appointment' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderWithProviders(<DeleteRow />);
    const opener = screen.getByRole('button', { name: 'Delete appointment' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with the confirm button and returns focus too', async () => {
    const onConfirm = jest.fn();
    renderWithProviders(<DeleteRow onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete appointment' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('takes a confirm label and keeps Cancel and Escape waiting while busy', async () => {
    const onCancel = jest.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        busy
        message="Are you sure you want to delete this doctor?"
        confirmLabel="Delete doctor"
        onConfirm={jest.fn()}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete doctor' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
