import type { NotificationSubject } from '@careconnect/api/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fixtures,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { patientSession } from '../../../testing/fixtures';
import { NotificationsScreen } from './notifications-screen';

afterEach(() => act(() => resetSession()));

const LIST = `GET /api/notify/get/${patientSession.user._id}`;

const { notification } = fixtures;

/** The screen over the server's notifications (`rows()` answers each request). */
function renderWith(rows: unknown[] | (() => unknown[])) {
  const current = typeof rows === 'function' ? rows : () => rows;
  const api = mockApi({
    [LIST]: () => ({ body: current(), headers: { 'X-Total-Count': String(current().length) } }),
  });
  renderWithProviders(<NotificationsScreen />, {
    route: '/patient/notifications',
    session: patientSession,
  });
  return api;
}

describe("the patient's Notifications", () => {
  it('is titled Notifications, with the list under the title', async () => {
    renderWith([notification(1)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Notification 1');
  });

  it.each<[NotificationSubject['type'], string]>([
    ['appointment', '/patient/appointments/view/x-9'],
    ['foodPlan', '/patient/nutrition'],
    ['sportsPlan', '/patient/sports'],
    ['healthComplaint', '/patient/reports'],
    ['care', '/patient/settings/doctors'],
    ['visitSummary', '/patient/appointments/x-9/summary'],
  ])('a notification about a %s opens %s', async (type, href) => {
    renderWith([notification(1, { about: { type, id: 'x-9' } })]);
    expect(await screen.findByRole('link', { name: 'Notification 1' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('one about a subject with no screen here stays plain text', async () => {
    renderWith([notification(1, { about: { type: 'patient', id: 'x-9' } })]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });

  it('after a deletion, keyboard users continue from the title', async () => {
    let rows = [notification(1), notification(2)];
    const api = renderWith(() => rows);
    api.on('DELETE /api/notify/n-2', () => {
      rows = rows.filter((row) => row._id !== 'n-2');
      return { body: { message: 'Notification deleted' } };
    });
    const row = (await screen.findByText('Notification 2')).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete notification' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Notification 2')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toHaveFocus();
  });
});
