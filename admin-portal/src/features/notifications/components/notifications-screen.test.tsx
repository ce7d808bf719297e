import type { NotificationSubject } from '@careconnect/api/contracts';
import { act, screen, within } from '@testing-library/react';
import { notificationLink } from '@careconnect/shared-ui/messages';
import {
  answerNotifications,
  fixtures,
  mockApi,
  renderWithProviders,
  resetSession,
} from '@careconnect/shared-ui/testing';
import { adminSession } from '../../../testing/fixtures';
import { NOTIFICATION_LINKS, NotificationsScreen } from './notifications-screen';

afterEach(() => act(() => resetSession()));

const { notification } = fixtures;

function renderWith(held: Parameters<typeof answerNotifications>[0]) {
  const api = mockApi({
    [`GET /api/notify/get/${adminSession.user._id}`]: answerNotifications(held),
  });
  renderWithProviders(<NotificationsScreen />, {
    route: '/admin/notifications',
    session: adminSession,
  });
  return api;
}

describe("the administrator's Notifications", () => {
  it('shows the list under its title, each subject a link into this area', async () => {
    renderWith([notification(1, { about: { type: 'appointment', id: 'x-9' } }), notification(2)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Notification 1' })).toHaveAttribute(
      'href',
      '/admin/appointments/view/x-9',
    );
    expect(within(list).queryByRole('link', { name: 'Notification 2' })).not.toBeInTheDocument();
  });

  it.each<[NotificationSubject['type'], string]>([
    ['appointment', '/admin/appointments/view/x-9'],
    ['doctor', '/admin/doctors/view/x-9'],
    ['patient', '/admin/patients/view/x-9'],
    ['emergencyAccess', '/admin/emergency-access'],
  ])('a notification about a %s opens %s', (type, href) => {
    expect(notificationLink(NOTIFICATION_LINKS, { type, id: 'x-9' })).toBe(href);
  });

  it('one about a subject with no screen here (a plan) stays plain text', () => {
    for (const type of ['sportsPlan', 'foodPlan'] as const)
      expect(notificationLink(NOTIFICATION_LINKS, { type, id: 'x-9' })).toBeNull();
  });
});
