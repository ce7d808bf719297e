import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { Route, Routes } from 'react-router-dom';
import { PageHeader } from '@careconnect/shared-ui';
import { NotificationList, type NotificationLinks } from '@careconnect/shared-ui/messages';
import { deferred, mockApi, type MockApi } from '../../testing';

const patient = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@x.test',
  role: 'patient',
};
const LIST = '/api/notify/get/u-1';

/** `count` notifications, newest first, each a minute apart from 9:30 local time. */
function notifications(count: number, from = 1) {
  return Array.from({ length: count }, (_, i) => ({
    _id: `n-${from + i}`,
    message: `Notification ${from + i}`,
    read: false,
    createdAt: new Date(2026, 10, 24, 9, 30 - i).toISOString(),
  }));
}

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});
afterEach(() => act(() => resetSession()));

/** The list under a page title, as an area's screen shows it (a deletion returns focus there). */
function renderScreen() {
  return renderWithProviders(
    <>
      <PageHeader title="Notifications" />
      <NotificationList />
    </>,
    {
      route: '/patient/notifications',
      session: { token: 'token-1', user: patient },
    },
  );
}

describe('NotificationList', () => {
  it('shows a spinner while loading, then the messages with date and time', async () => {
    const answer = deferred<{ body: unknown; headers: Record<string, string> }>();
    api.on(`GET ${LIST}`, () => answer.promise);
    renderScreen();

    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();

    answer.resolve({ body: notifications(2), headers: { 'X-Total-Count': '2' } });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Notification 1');
    expect(rows[0]).toHaveTextContent('Nov 24, 2026, 09:30 AM');
    expect(rows[1]).toHaveTextContent('Nov 24, 2026, 09:29 AM');

    const [call] = api.callsTo(`GET ${LIST}`);
    expect(call?.query.get('page')).toBe('1');
    expect(call?.query.get('limit')).toBe('8');
    expect(call?.headers.authorization).toBe('Bearer token-1');
  });

  it('marks a notification a later change replaced as out of date, read', async () => {
    const [moved, booked] = notifications(2);
    api.on(`GET ${LIST}`, {
      body: [
        {
          ...moved,
          message:
            'Your appointment with Dr. Ana Silva was moved to December 4, 2026 at 11:00 AM - 11:30 AM.',
        },
        { ...booked, read: true, readAt: booked!.createdAt, superseded: true },
      ],
      headers: { 'X-Total-Count': '2' },
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [latest, earlier] = within(list).getAllByRole('listitem');
    expect(latest).not.toHaveTextContent('Out of date');
    expect(earlier).toHaveTextContent('Out of date: a later change replaced it.');
    expect(earlier).toHaveAttribute('data-unread', 'false');
  });

  it('shows the empty text when there are none', async () => {
    api.on(`GET ${LIST}`, { body: [], headers: { 'X-Total-Count': '0' } });
    renderScreen();
    expect(await screen.findByText('No notifications to show.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('treats a 404 as no notifications (spec §8)', async () => {
    api.on(`GET ${LIST}`, { status: 404, body: { message: 'Not found' } });
    renderScreen();
    expect(await screen.findByText('No notifications to show.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error text on any other failure, and Retry loads again', async () => {
    api.on(`GET ${LIST}`, { status: 500, body: { message: 'Database unavailable' } });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load notifications. Please try again.',
    );

    api.on(`GET ${LIST}`, { body: notifications(1), headers: { 'X-Total-Count': '1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Notification 1')).toBeInTheDocument();
  });

  it('pages through 8 at a time with Previous and Next', async () => {
    const secondPage = deferred<void>();
    api.on(`GET ${LIST}`, async ({ query }) => {
      const page = Number(query.get('page'));
      if (page === 2) await secondPage.promise;
      const rows = page === 1 ? notifications(8, 1) : notifications(3, 9);
      return { body: rows, headers: { 'X-Total-Count': '11' } };
    });
    renderScreen();
    expect(await screen.findByText('Notification 8')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The page being left stays (marked busy, buttons off) until the next one arrives.
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Notification 1')).toBeInTheDocument();
    secondPage.resolve();
    expect(await screen.findByText('Notification 11')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(screen.queryByText('Notification 1')).not.toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo(`GET ${LIST}`).map((c) => c.query.get('page'))).toEqual(['1', '2']);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Notification 1')).toBeInTheDocument();
  });

  it('deletes a notification only after the confirmation, and removes its row', async () => {
    let stored = notifications(3);
    api.on(`GET ${LIST}`, () => ({
      body: stored,
      headers: { 'X-Total-Count': String(stored.length) },
    }));
    api.on('DELETE /api/notify/n-2', () => {
      stored = stored.filter((n) => n._id !== 'n-2');
      return { body: { message: 'Notification deleted' } };
    });
    renderScreen();
    await screen.findByText('Notification 2');

    const row = screen.getByText('Notification 2').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete notification' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this notification?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/notify/n-2')).toHaveLength(0);
    expect(screen.getByText('Notification 2')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Delete notification' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Notification 2')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Notification 1')).toBeInTheDocument();
    expect(screen.getByText('Notification 3')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/notify/n-2')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus();
  });

  it('goes back a page when the last row of the last page is deleted', async () => {
    let stored = notifications(9);
    api.on(`GET ${LIST}`, ({ query }) => {
      const page = Number(query.get('page'));
      return {
        body: stored.slice((page - 1) * 8, page * 8),
        headers: { 'X-Total-Count': String(stored.length) },
      };
    });
    api.on('DELETE /api/notify/n-9', () => {
      stored = stored.slice(0, 8);
      return { body: { message: 'Notification deleted' } };
    });
    renderScreen();
    await screen.findByText('Notification 1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Notification 9');

    await userEvent.click(screen.getByRole('button', { name: 'Delete notification' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Notification 1')).toBeInTheDocument();
  });

  it('keeps the row and says so when the deletion fails', async () => {
    api.on(`GET ${LIST}`, { body: notifications(1), headers: { 'X-Total-Count': '1' } });
    api.on('DELETE /api/notify/n-1', { status: 500, body: {} });
    renderScreen();
    await screen.findByText('Notification 1');

    await userEvent.click(screen.getByRole('button', { name: 'Delete notification' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete notification.')).toBeInTheDocument();
    expect(screen.getByText('Notification 1')).toBeInTheDocument();
  });

  it('says the user is not authenticated without a session', () => {
    renderWithProviders(<NotificationList />);
    expect(screen.getByText('Error: User not authenticated')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('unread ones stand out and each can be marked read', async () => {
    let readNow = false;
    api.on(`GET ${LIST}`, () => ({
      body: [
        { ...notifications(1)[0], read: readNow, readAt: readNow ? '2026-11-24T10:00:00Z' : null },
        { ...notifications(1, 2)[0], read: true, readAt: '2026-11-24T08:00:00Z' },
      ],
      headers: { 'X-Total-Count': '2' },
    }));
    api.on('GET /api/notify/unread', () => ({ body: { count: readNow ? 0 : 1 } }));
    api.on('PATCH /api/notify/n-1/read', () => {
      readNow = true;
      return { body: { message: 'ok' } };
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAttribute('data-unread', 'true');
    expect(within(first!).getByText('Unread:')).toBeInTheDocument();
    expect(second).toHaveAttribute('data-unread', 'false');
    expect(within(second!).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    await userEvent.click(within(first!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(first).toHaveAttribute('data-unread', 'false'));
    expect(api.callsTo('PATCH /api/notify/n-1/read')).toHaveLength(1);
    expect(within(first!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled(),
    );
  });

  it("'Mark all as read' marks every one read and says so", async () => {
    let allRead = false;
    api.on(`GET ${LIST}`, () => ({
      body: notifications(3).map((n) => ({ ...n, read: allRead })),
      headers: { 'X-Total-Count': '3' },
    }));
    api.on('GET /api/notify/unread', () => ({ body: { count: allRead ? 0 : 3 } }));
    api.on('PATCH /api/notify/read/u-1', () => {
      allRead = true;
      return { body: { message: '3 notifications marked as read' } };
    });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(list).queryAllByRole('button', { name: 'Mark as read' })).toHaveLength(0),
    );
    expect(api.callsTo('PATCH /api/notify/read/u-1')).toHaveLength(1);
  });

  it('a failed mark shows the error', async () => {
    api.on(`GET ${LIST}`, { body: notifications(1), headers: { 'X-Total-Count': '1' } });
    api.on('PATCH /api/notify/n-1/read', { status: 500, body: {} });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Failed to mark the notification as read.')).toBeInTheDocument();
  });

  describe("links each notification to what it is about, through the area's links", () => {
    const about = (type: string, id = 'x-9') => ({ type, id });
    // As an area gives them: the subjects it has a screen for.
    const links: NotificationLinks = {
      appointment: (id) => `/doctor/appointments/view/${encodeURIComponent(id)}`,
      patient: (id) => `/doctor/patients/view/${encodeURIComponent(id)}`,
    };

    function renderAs(role: string, rows: unknown[]) {
      api.on(`GET ${LIST}`, { body: rows, headers: { 'X-Total-Count': String(rows.length) } });
      return renderWithProviders(
        <Routes>
          <Route path={`/${role}/notifications`} element={<NotificationList links={links} />} />
          <Route path="*" element={<p>Opened the subject</p>} />
        </Routes>,
        {
          route: `/${role}/notifications`,
          session: { token: 'token-1', user: { ...patient, role } },
        },
      );
    }

    it.each([
      [about('appointment', 'a 1'), '/doctor/appointments/view/a%201'],
      [about('patient'), '/doctor/patients/view/x-9'],
    ])('a notification about %o goes to %s', async (subject, href) => {
      renderAs('doctor', [{ ...notifications(1)[0], read: true, about: subject }]);
      const link = await screen.findByRole('link', { name: 'Notification 1' });
      expect(link).toHaveAttribute('href', href);
    });

    it('without links, every notification is plain text', async () => {
      api.on(`GET ${LIST}`, {
        body: [{ ...notifications(1)[0], about: about('appointment') }],
        headers: { 'X-Total-Count': '1' },
      });
      renderScreen();
      const list = await screen.findByRole('list', { name: 'Notifications' });
      expect(within(list).getByText('Notification 1')).toBeInTheDocument();
      expect(within(list).queryAllByRole('link')).toHaveLength(0);
    });

    it('keeps a notification without a subject, or with none in this area, plain text', async () => {
      renderAs('doctor', [
        { ...notifications(1)[0], about: null },
        { ...notifications(1, 2)[0], about: about('foodPlan') },
        { ...notifications(1, 3)[0] },
      ]);
      const list = await screen.findByRole('list', { name: 'Notifications' });
      expect(within(list).getByText('Notification 1')).toBeInTheDocument();
      expect(within(list).getByText('Notification 2')).toBeInTheDocument();
      expect(within(list).getByText('Notification 3')).toBeInTheDocument();
      expect(within(list).queryAllByRole('link')).toHaveLength(0);
    });

    it('opening an unread one marks it read and shows its screen', async () => {
      api.on('PATCH /api/notify/n-1/read', { body: { message: 'Notification marked as read' } });
      renderAs('doctor', [{ ...notifications(1)[0], about: about('appointment', 'a-1') }]);
      const link = await screen.findByRole('link', { name: 'Unread: Notification 1' });
      await userEvent.click(link);
      expect(await screen.findByText('Opened the subject')).toBeInTheDocument();
      await waitFor(() => expect(api.callsTo('PATCH /api/notify/n-1/read')).toHaveLength(1));
    });

    it('opening one already read does not mark it again', async () => {
      renderAs('patient', [{ ...notifications(1)[0], read: true, about: about('appointment') }]);
      await userEvent.click(await screen.findByRole('link', { name: 'Notification 1' }));
      expect(await screen.findByText('Opened the subject')).toBeInTheDocument();
      expect(api.callsTo('PATCH /api/notify/n-1/read')).toHaveLength(0);
    });
  });
});
