import type { NotificationSubject } from '@careconnect/api/contracts';
import { act, screen, within } from '@testing-library/react';
import {
  fixtures,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { doctorSession } from '../../../testing/fixtures';
import { NotificationsScreen } from './notifications-screen';

afterEach(() => act(() => resetSession()));

const { notification } = fixtures;

function renderWith(rows: unknown[]) {
  mockApi({
    [`GET /api/notify/get/${doctorSession.user._id}`]: {
      body: rows,
      headers: { 'X-Total-Count': String(rows.length) },
    },
  });
  renderWithProviders(<NotificationsScreen />, {
    route: '/doctor/notifications',
    session: doctorSession,
  });
}

describe("the doctor's Notifications", () => {
  it('is titled Notifications, with the list under the title', async () => {
    renderWith([notification(1)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Notification 1');
  });

  it.each<[NotificationSubject['type'], string]>([
    ['appointment', '/doctor/appointments/view/x-9'],
    ['patient', '/doctor/patients/view/x-9'],
  ])('a notification about a %s opens %s', async (type, href) => {
    renderWith([notification(1, { about: { type, id: 'x-9' } })]);
    expect(await screen.findByRole('link', { name: 'Notification 1' })).toHaveAttribute(
      'href',
      href,
    );
  });

  it('one about a subject with no screen here (a plan, a care answer) stays plain text', async () => {
    renderWith([
      notification(1, { about: { type: 'foodPlan', id: 'x-9' } }),
      notification(2, { about: { type: 'care', id: 'x-9' } }),
      notification(3),
    ]);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
  });
});
