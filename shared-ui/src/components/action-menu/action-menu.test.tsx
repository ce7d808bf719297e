import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ActionMenu } from './action-menu';

const LABEL = 'More actions for Jane Cooper, Nov 24, 2026, 10:00 AM - 10:30 AM';

function Row({ onNoShow = jest.fn() }: { onNoShow?: () => void }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <ActionMenu
        label={LABEL}
        items={[
          { label: 'View', to: '/doctor/appointments/view/ap-1' },
          { label: 'No-show', onSelect: onNoShow },
          { label: 'Unavailable', onSelect: jest.fn(), disabled: true },
          { label: 'Delete', onSelect: () => setDeleting(true), danger: true },
        ]}
      />
      <button type="button">After</button>
      <ConfirmDialog
        open={deleting}
        message="Are you sure you want to delete this appointment?"
        onConfirm={() => setDeleting(false)}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: LABEL });
const entry = (name: string) => screen.getByRole('menuitem', { name });

describe('ActionMenu', () => {
  it('is a closed menu button named for its row, showing the word More', () => {
    renderWithProviders(<Row />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveTextContent('More');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on click with focus on the first entry, Delete last and set apart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Row />);
    await user.click(trigger());
    const menu = screen.getByRole('menu', { name: LABEL });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(trigger()).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((el) => el.textContent),
    ).toEqual(['View', 'No-show', 'Unavailable', 'Delete']);
    expect(entry('View')).toHaveFocus();
    expect(entry('View')).toHaveAttribute('href', '/doctor/appointments/view/ap-1');
    const separator = within(menu).getByRole('separator');
    expect(separator.nextElementSibling).toContainElement(entry('Delete'));
  });

  it('moves with the arrows, skips a disabled entry, wraps, and knows Home and End', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Row />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(entry('View')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('No-show')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('Delete')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(entry('View')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(entry('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(entry('View')).toHaveFocus();
    await user.keyboard('{End}');
    expect(entry('Delete')).toHaveFocus();
  });

  it('opens from the keyboard: Enter on the first entry, ArrowUp on the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Row />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(entry('View')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(entry('Delete')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Row />);
    await user.click(trigger());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, and on Tab, which goes on past the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Row />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('runs an action once, closes, and a dialog it opens returns focus to the button', async () => {
    const onNoShow = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Row onNoShow={onNoShow} />);
    await user.click(trigger());
    await user.click(entry('No-show'));
    expect(onNoShow).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();

    trigger().focus();
    await user.keyboard('{ArrowUp}{Enter}');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this appointment?');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(trigger()).toHaveFocus();
  });
});
