import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@careconnect/shared-ui';
import { useParams } from 'react-router-dom';
import { fixtures, renderWithProviders, resetSession, mockApi, type MockApi } from '../../testing';
import { ChatPanels, ConversationListPanel, ConversationThreadPanel } from './conversations';

const patientUser = {
  _id: 'u-p',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.test',
  role: 'patient',
};
const doctorUser = {
  _id: 'u-d',
  firstName: 'Omar',
  lastName: 'Silva',
  email: 'omar@example.test',
  role: 'doctor',
};

const chat = fixtures.conversation;

function message(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    _id: `m-${n}`,
    body: `Message ${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 24, 9, n)).toISOString(),
    sender: 'patient',
    mine: true,
    readAt: null,
    ...overrides,
  };
}

let api: MockApi;

beforeEach(() => {
  api = mockApi();
  api.on('POST /api/chats/c-1/read', { body: { message: 'ok' } });
});

afterEach(() => act(() => resetSession()));

/** The panels as an area's Chats screen puts them together. */
function Chats({ basePath }: { basePath: string }) {
  const { conversationId } = useParams();
  return (
    <ChatPanels open={Boolean(conversationId)}>
      <ConversationListPanel basePath={basePath} />
      <ConversationThreadPanel conversationId={conversationId} />
    </ChatPanels>
  );
}

function render(route: string, as: 'patient' | 'doctor' = 'patient') {
  const base = `/${as}/chats`;
  return renderWithProviders(<Chats basePath={base} />, {
    route,
    path: `${base}/:conversationId?`,
    session: { token: 't', user: as === 'patient' ? patientUser : doctorUser },
  });
}

describe('Chats parts: the list', () => {
  it('lists each conversation: name, last message, unread count, closed mark', async () => {
    api.on('GET /api/chats', {
      body: [
        chat({ unread: 2 }),
        chat({
          _id: 'c-2',
          doctor: { ...chat().doctor, _id: 'd-2', name: 'Mia Lee', specialization: '' },
          lastMessage: { body: 'Thanks!', createdAt: '2026-11-23T10:00:00.000Z', mine: true },
          closed: true,
        }),
      ],
    });
    render('/patient/chats');
    // The screen's title is the area's.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/patient/chats/c-1');
    expect(links[0]).toHaveTextContent('Dr. Omar Silva');
    expect(links[0]).toHaveTextContent('See you Monday');
    expect(links[0]).toHaveAccessibleName(/Dr\. Omar Silva.*2 unread/);
    expect(links[1]).toHaveTextContent('You: Thanks!');
    expect(within(links[1]!).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read its messages.')).toBeInTheDocument();
  });

  it('says so in plain words when there is no conversation', async () => {
    api.on('GET /api/chats', { body: [] });
    render('/patient/chats');
    expect(
      await screen.findByText(
        'You have no conversations yet. You can write to any doctor of your care team.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's words when it refuses the list", async () => {
    api.on('GET /api/chats', {
      status: 403,
      body: { message: 'Your account is waiting for approval.' },
    });
    render('/doctor/chats', 'doctor');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is waiting for approval.',
    );
  });

  it('the doctor has an empty text of their own', async () => {
    api.on('GET /api/chats', { body: [] });
    render('/doctor/chats', 'doctor');
    expect(
      await screen.findByText('No conversations yet. Patients in your care can write to you here.'),
    ).toBeInTheDocument();
  });
});

describe('Chats parts: the thread', () => {
  it('shows the newest page oldest first, then loads earlier messages with before=', async () => {
    api.on('GET /api/chats', { body: [chat()] });
    api.on('GET /api/chats/c-1/messages', (call) =>
      call.query.get('before') === 'm-3'
        ? { body: { messages: [message(1), message(2)], hasMore: false } }
        : { body: { messages: [message(3), message(4)], hasMore: true } },
    );
    render('/patient/chats/c-1');
    const thread = await screen.findByRole('list', { name: 'Messages with Dr. Omar Silva' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Message 3', 'Message 4']);
    expect(api.callsTo('GET /api/chats/c-1/messages')[0]!.query.get('limit')).toBe('30');

    await userEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
  });

  it("'Read' under my last message the doctor has read; the doctor's messages are marked read", async () => {
    api.on('GET /api/chats', { body: [chat({ unread: 1 })] });
    api.on('GET /api/chats/c-1/messages', {
      body: {
        messages: [
          message(1, { readAt: '2026-11-24T09:10:00.000Z' }),
          message(2, { readAt: '2026-11-24T09:10:00.000Z' }),
          message(3),
          message(4, { mine: false, sender: 'doctor', body: 'How are you?' }),
        ],
        hasMore: false,
      },
    });
    render('/patient/chats/c-1');
    const thread = await screen.findByRole('list', { name: 'Messages with Dr. Omar Silva' });
    const items = within(thread).getAllByRole('listitem');
    expect(within(thread).getAllByText('Read')).toHaveLength(1);
    expect(items[1]).toHaveTextContent('Read');
    expect(items[2]).not.toHaveTextContent('Read');
    await waitFor(() => expect(api.callsTo('POST /api/chats/c-1/read')).toHaveLength(1));
  });

  it('a thread open in a hidden tab is marked read only once the tab is seen', async () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      api.on('GET /api/chats', { body: [chat({ unread: 1 })] });
      api.on('GET /api/chats/c-1/messages', {
        body: { messages: [message(1, { mine: false, sender: 'doctor' })], hasMore: false },
      });
      render('/patient/chats/c-1');
      await screen.findByRole('list', { name: 'Messages with Dr. Omar Silva' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo('POST /api/chats/c-1/read')).toHaveLength(0);

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await waitFor(() => expect(api.callsTo('POST /api/chats/c-1/read')).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it("shows the doctor's away message and usual reply time to the patient", async () => {
    api.on('GET /api/chats', {
      body: [
        chat({
          doctor: {
            ...chat().doctor,
            awayMessage: 'On leave until Monday.',
            replyTime: 'Usually replies within a few hours',
          },
        }),
      ],
    });
    api.on('GET /api/chats/c-1/messages', { body: { messages: [], hasMore: false } });
    render('/patient/chats/c-1');
    expect(await screen.findByRole('note')).toHaveTextContent('Away messageOn leave until Monday.');
    expect(screen.getByText('Cardiology · Usually replies within a few hours')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet. Write the first one below.')).toBeVisible();
  });

  it('a thread the server refuses says why (the care ended)', async () => {
    api.on('GET /api/chats', { body: [chat()] });
    api.on('GET /api/chats/c-1/messages', {
      status: 403,
      body: {
        message: 'You can no longer write in this conversation: the care relationship has ended.',
      },
    });
    render('/patient/chats/c-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can no longer write in this conversation: the care relationship has ended.',
    );
  });

  it('shows a message as text, never as markup', async () => {
    api.on('GET /api/chats', { body: [chat()] });
    api.on('GET /api/chats/c-1/messages', {
      body: {
        messages: [message(1, { body: '<img src=x onerror="alert(1)"><b>hi</b>' })],
        hasMore: false,
      },
    });
    const { container } = render('/patient/chats/c-1');
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>hi</b>')).toBeInTheDocument();
    expect(container.querySelector('img, b')).toBeNull();
  });
});

describe('Chats parts: the composer', () => {
  beforeEach(() => {
    api.on('GET /api/chats', { body: [chat()] });
    api.on('GET /api/chats/c-1/messages', { body: { messages: [], hasMore: false } });
  });

  it('counts characters, Shift+Enter starts a line, Enter sends the trimmed text', async () => {
    api.on('POST /api/chats/c-1/messages', (call) => ({
      status: 201,
      body: message(9, { body: (call.body as { body: string }).body }),
    }));
    render('/patient/chats/c-1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, '  Hello{Shift>}{Enter}{/Shift}there ');
    expect(box).toHaveValue('  Hello\nthere ');
    expect(screen.getByText('14 / 2000')).toBeInTheDocument();
    expect(api.callsTo('POST /api/chats/c-1/messages')).toHaveLength(0);

    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/chats/c-1/messages')).toHaveLength(1));
    expect(api.callsTo('POST /api/chats/c-1/messages')[0]!.body).toEqual({
      body: 'Hello\nthere',
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.getByText('0 / 2000')).toBeInTheDocument();
  });

  it('stops at 2000 characters', async () => {
    render('/patient/chats/c-1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(box).toHaveAttribute('maxLength', '2000');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2100));
    expect((box as HTMLTextAreaElement).value).toHaveLength(2000);
    expect(screen.getByText('2000 / 2000')).toBeInTheDocument();
  });

  it("shows the server's message when sending fails", async () => {
    api.on('POST /api/chats/c-1/messages', {
      status: 409,
      body: { message: 'This conversation is closed.' },
    });
    render('/patient/chats/c-1');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hi{Enter}');
    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(box).toHaveValue('Hi');
  });
});

describe('Chats parts: closing', () => {
  it("a closed conversation says 'This conversation is closed.' and the composer is off", async () => {
    api.on('GET /api/chats', { body: [chat({ closed: true })] });
    api.on('GET /api/chats/c-1/messages', { body: { messages: [message(1)], hasMore: false } });
    render('/patient/chats/c-1');
    expect(await screen.findByRole('status')).toHaveTextContent('This conversation is closed.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
  });

  it('the doctor closes and reopens a conversation', async () => {
    let closed = false;
    api.on('GET /api/chats', () => ({ body: [chat({ closed })] }));
    api.on('GET /api/chats/c-1/messages', {
      body: {
        messages: [
          message(1, { mine: false, sender: 'patient', readAt: '2026-11-24T09:30:00.000Z' }),
        ],
        hasMore: false,
      },
    });
    api.on('PATCH /api/chats/c-1/close', () => {
      closed = true;
      return { body: chat({ closed: true }) };
    });
    api.on('PATCH /api/chats/c-1/reopen', () => {
      closed = false;
      return { body: chat() };
    });
    render('/doctor/chats/c-1', 'doctor');
    expect(await screen.findByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText('Conversation closed.')).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('This conversation is closed.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reopen conversation' }));
    expect(await screen.findByText('Conversation reopened.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toBeEnabled());
    expect(api.callsTo('PATCH /api/chats/c-1/close')).toHaveLength(1);
    expect(api.callsTo('PATCH /api/chats/c-1/reopen')).toHaveLength(1);
  });

  it('an unknown conversation says it could not be found', async () => {
    api.on('GET /api/chats', { body: [chat()] });
    render('/patient/chats/c-9');
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chats' })).toHaveTextContent(
      'This conversation could not be found.',
    );
  });
});
