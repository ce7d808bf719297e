import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { notify } from './notify';

// A file of its own: the library must not have been loaded by an earlier test.
it('toasts asked for before the library is in keep their order: settled, dismissed, shown', async () => {
  renderWithProviders(<p>page</p>);
  act(() => {
    const saving = notify.loading('Saving…');
    notify.settle(saving, 'success', 'User data updated successfully!');
    const gone = notify.blank('A toast dismissed at once');
    notify.dismiss(gone);
    notify.error('Failed to fetch notifications');
  });
  expect(await screen.findByText('Failed to fetch notifications')).toBeInTheDocument();
  // react-toastify applies an update after 100 ms
  expect(await screen.findByText('User data updated successfully!')).toBeInTheDocument();
  expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
  // dismissed: on its way out (jsdom plays no exit animation, which would remove it)
  const dismissed = screen.queryByText('A toast dismissed at once')?.closest('.Toastify__toast');
  expect(dismissed?.getAttribute('data-in') ?? 'false').toBe('false');
  expect(
    screen.getByText('Failed to fetch notifications').closest('.Toastify__toast'),
  ).toHaveAttribute('data-in', 'true');
});
