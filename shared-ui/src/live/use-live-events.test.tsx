import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AreaLayout } from '../components/area-layout/area-layout';
import { mockApi, type MockApi, renderWithProviders, resetSession } from '../testing';
import { sessionStore } from '../session/session-store';
import { chatKeys } from './chat-keys';
import type { Conversation } from './chat-types';
import { FakeEventSource, openFakeEventSource } from '../testing/fake-event-source';

const jane = {
  _id: 'u-1',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};

const menu = [
  { label: 'Home', to: '/patient/dashboard' },
  { label: 'Chats', to: '/patient/chats' },
  { label: 'Notifications', to: '/patient/notifications' },
];

function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c-1',
    patient: { _id: 'p-1', name: 'Jane Doe' },
    doctor: {
      _id: 'd-1',
      name: 'Omar Silva',
      specialization: 'Cardiology',
      awayMessage: null,
      replyTime: null,
    },
    lastMessage: { body: 'Hello', createdAt: '2026-11-24T10:00:00.000Z', mine: false },
    unread: 1,
    closed: false,
    ...overrides,
  };
}

function Area() {
  return (
    <Routes>
      <Route
        path="/patient"
        element={
          <AreaLayout
            title="Patient"
            menu={menu}
            notificationsPath="/patient/notifications"
            chatsPath="/patient/chats"
            live={{ openEventSource: openFakeEventSource }}
          />
        }
      >
        <Route path="dashboard" element={<h1>Patient Dashboard</h1>} />
        <Route path="chats/:conversationId" element={<h1>Conversation</h1>} />
      </Route>
      <Route path="/login" element={<h1>Login</h1>} />
    </Routes>
  );
}

let api: MockApi;
let notificationsUnread: number;
let messagesUnread: number;
let tickets: number;

beforeEach(() => {
  FakeEventSource.reset();
  api = mockApi();
  notificationsUnread = 2;
  messagesUnread = 1;
  tickets = 0;
  api.on('GET /api/user/getOne/u-1', { body: jane });
  api.on('POST /api/stream/ticket', () => ({
    body: { ticket: `ticket-${(tickets += 1)}`, expiresIn: 30 },
  }));
  api.on('GET /api/notify/unread', () => ({ body: { count: notificationsUnread } }));
  api.on('GET /api/chats/unread', () => ({ body: { count: messagesUnread } }));
  api.on('GET /api/chats', { body: [conversation()] });
  api.on('POST /api/user/logout', { status: 204 });
});

afterEach(() => act(() => resetSession()));

function render(route = '/patient/dashboard') {
  return renderWithProviders(<Area />, { route, session: { token: 't', user: jane } });
}

async function stream() {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return FakeEventSource.latest;
}

describe('useLiveEvents in the area layout', () => {
  it('opens one stream with a ticket from POST /api/stream/ticket at the API address', async () => {
    render();
    const source = await stream();
    expect(source.url).toBe('http://api.test/api/stream?ticket=ticket-1');
    expect(api.callsTo('POST /api/stream/ticket')).toHaveLength(1);
  });

  it('shows the unread counts on the bell, the chat icon and the Chats entry', async () => {
    render();
    expect(await screen.findByRole('link', { name: '2 unread notifications' })).toHaveAttribute(
      'href',
      '/patient/notifications',
    );
    expect(await screen.findByRole('link', { name: '1 unread message' })).toHaveAttribute(
      'href',
      '/patient/chats',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Chats (1 unread message)' })).toHaveAttribute(
      'href',
      '/patient/chats',
    );
  });

  it('a notification event refreshes the bell', async () => {
    render();
    await screen.findByRole('link', { name: '2 unread notifications' });
    const source = await stream();
    notificationsUnread = 3;
    act(() => source.emit('notification', '10', { notificationId: 'n-9' }));
    expect(await screen.findByRole('link', { name: '3 unread notifications' })).toBeVisible();
  });

  it("a message event refreshes the counts and the thread, and toasts 'New message from Dr. Omar Silva'", async () => {
    const { queryClient } = render();
    await screen.findByRole('link', { name: '1 unread message' });
    const source = await stream();
    const thread = jest.fn(() => Promise.resolve({ messages: [], hasMore: false }));
    void queryClient.prefetchQuery({ queryKey: chatKeys.messages('c-1'), queryFn: thread });
    await waitFor(() => expect(thread).toHaveBeenCalledTimes(1));
    messagesUnread = 4;
    act(() => source.emit('message', '11', { conversationId: 'c-1', messageId: 'm-2' }));
    expect(await screen.findByText('New message from Dr. Omar Silva')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '4 unread messages' })).toBeVisible();
    expect(queryClient.getQueryState(chatKeys.messages('c-1'))?.isInvalidated).toBe(true);

    // The toast opens the conversation.
    await userEvent.click(screen.getByRole('button', { name: 'New message from Dr. Omar Silva' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
  });

  it('no toast inside the conversation the message belongs to, nor for my own message', async () => {
    render('/patient/chats/c-1');
    const source = await stream();
    // the layout's count, asked for once the screen's data is in
    await waitFor(() => expect(api.callsTo('GET /api/chats/unread').length).toBe(1));
    act(() => source.emit('message', '12', { conversationId: 'c-1', messageId: 'm-3' }));
    await waitFor(() => expect(api.callsTo('GET /api/chats/unread').length).toBe(2));

    api.on('GET /api/chats', {
      body: [
        conversation({
          _id: 'c-2',
          lastMessage: { body: 'Sent', createdAt: '2026-11-24T10:00:00.000Z', mine: true },
        }),
      ],
    });
    act(() => source.emit('message', '13', { conversationId: 'c-2', messageId: 'm-4' }));
    await waitFor(() => expect(api.callsTo('GET /api/chats/unread').length).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/New message from/)).not.toBeInTheDocument();
  });

  it('reconnects with a fresh ticket and the last event id after the stream fails', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      render();
      const first = await stream();
      act(() => first.emit('appointment', '20', { appointmentId: 'a-1' }));
      act(() => first.fail());
      expect(first.closed).toBe(true);
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
      expect(FakeEventSource.latest.url).toBe(
        'http://api.test/api/stream?ticket=ticket-2&lastEventId=20',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes the stream on logout and opens no other', async () => {
    render();
    const source = await stream();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(source.closed).toBe(true);
    expect(sessionStore.getState().token).toBeNull();
    act(() => source.fail());
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
