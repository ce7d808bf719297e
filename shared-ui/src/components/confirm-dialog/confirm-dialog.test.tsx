import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
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
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
  });

  it('keeps focus inside while tabbing either way', async () => {
    renderWithProviders(<DeleteRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete appointment' }));
    const cancel = screen.getByRole('button', { name: 'Go back' });
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
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
  it('confirms once on a double click, before the caller shows busy', () => {
    const onConfirm = jest.fn();
    renderWithProviders(
      <ConfirmDialog open message="Sure?" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    const confirm = screen.getByRole('button', { name: 'Delete' });
    // Two clicks in one task: React has not re-rendered in between.
    act(() => {
      confirm.click();
      confirm.click();
    });
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm).toBeDisabled();
  });

  function Deleting({ onConfirm }: { onConfirm: () => void }) {
    const [busy, setBusy] = useState(false);
    return (
      <>
        <button onClick={() => setBusy(false)}>Failed</button>
        <ConfirmDialog
          open
          busy={busy}
          message="Sure?"
          onConfirm={() => {
            onConfirm();
            setTimeout(() => setBusy(true), 0); // a mutation's state comes a moment later
          }}
          onCancel={jest.fn()}
        />
      </>
    );
  }

  it('can confirm again once the action has failed (busy back to false)', () => {
    jest.useFakeTimers();
    try {
      const onConfirm = jest.fn();
      renderWithProviders(<Deleting onConfirm={onConfirm} />);
      const confirm = screen.getByRole('button', { name: 'Delete' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      act(() => jest.advanceTimersByTime(1));
      fireEvent.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
      act(() => screen.getByRole('button', { name: 'Failed' }).click());
      expect(confirm).toBeEnabled();
      fireEvent.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not stay locked when the caller never shows busy', () => {
    jest.useFakeTimers();
    try {
      const onConfirm = jest.fn();
      renderWithProviders(
        <ConfirmDialog open message="Sure?" onConfirm={onConfirm} onCancel={jest.fn()} />,
      );
      const confirm = screen.getByRole('button', { name: 'Delete' });
      fireEvent.click(confirm);
      fireEvent.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
      act(() => jest.advanceTimersByTime(1000));
      expect(confirm).toBeEnabled();
      fireEvent.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
