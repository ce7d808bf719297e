import type { NotificationSubject } from '@careconnect/api/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationLink } from '@careconnect/shared-ui/messages';
import {
  answerNotifications,
  fixtures,
  mockApi,
  renderWithProviders,
  resetSession,
} from '@careconnect/shared-ui/testing';
import { patientSession } from '../../../testing/fixtures';
import { NOTIFICATION_LINKS, NotificationsScreen } from './notifications-screen';

afterEach(() => act(() => resetSession()));

const { notification } = fixtures;

function renderWith(held: Parameters<typeof answerNotifications>[0]) {
  const api = mockApi({
    [`GET /api/notify/get/${patientSession.user._id}`]: answerNotifications(held),
  });
  renderWithProviders(<NotificationsScreen />, {
    route: '/patient/notifications',
    session: patientSession,
  });
  return api;
}

describe("the patient's Notifications", () => {
  it('shows the list under its title, each subject a link into this area', async () => {
    renderWith([notification(1, { about: { type: 'appointment', id: 'x-9' } }), notification(2)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Notification 1' })).toHaveAttribute(
      'href',
      '/patient/appointments/view/x-9',
    );
    expect(within(list).queryByRole('link', { name: 'Notification 2' })).not.toBeInTheDocument();
  });

  it.each<[NotificationSubject['type'], string]>([
    ['appointment', '/patient/appointments/view/x-9'],
    ['foodPlan', '/patient/nutrition'],
    ['sportsPlan', '/patient/sports'],
    ['healthComplaint', '/patient/reports'],
    ['care', '/patient/settings/doctors'],
    ['visitSummary', '/patient/appointments/x-9/summary'],
  ])('a notification about a %s opens %s', (type, href) => {
    expect(notificationLink(NOTIFICATION_LINKS, { type, id: 'x-9' })).toBe(href);
  });

  it('one about a subject with no screen here (a doctor, a patient record) stays plain text', () => {
    for (const type of ['patient', 'doctor'] as const)
      expect(notificationLink(NOTIFICATION_LINKS, { type, id: 'x-9' })).toBeNull();
  });

  it('after a deletion, keyboard users continue from the title', async () => {
    let held = [notification(1), notification(2)];
    renderWith(() => held).on('DELETE /api/notify/n-2', () => {
      held = held.filter((row) => row._id !== 'n-2');
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
