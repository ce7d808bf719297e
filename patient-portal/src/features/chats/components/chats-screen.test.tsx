import { act, screen, within } from '@testing-library/react';
import {
  fixtures,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { patientRoute, patientSession } from '../../../testing/fixtures';
import { ChatsScreen } from './chats-screen';
import { START_TEXT } from './start-conversation';

afterEach(() => act(() => resetSession()));

function renderAt(route: string) {
  mockApi({
    ...patientRoute,
    'GET /api/care/team/:patientId': { body: [] },
    'GET /api/chats': { body: [fixtures.conversation()] },
    'GET /api/chats/c-1/messages': { body: { messages: [], hasMore: false } },
    'POST /api/chats/c-1/read': { body: { message: 'ok' } },
  });
  return renderWithProviders(<ChatsScreen />, {
    route,
    path: '/patient/chats/:conversationId?',
    session: patientSession,
  });
}

describe("the patient's Chats", () => {
  it('shows the title, the conversations and, under them, how to write to the care team', async () => {
    renderAt('/patient/chats');
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Omar Silva/ })).toHaveAttribute(
      'href',
      '/patient/chats/c-1',
    );
    expect(await within(list).findByText(START_TEXT.noTeam)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Chats' })).not.toBeInTheDocument();
  });

  it('an open conversation has the way back to the list above the title', async () => {
    renderAt('/patient/chats/c-1');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Chats' });
    expect(back).toHaveAttribute('href', '/patient/chats');
    const title = screen.getByRole('heading', { level: 1, name: 'Chats' });
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an unknown conversation says it could not be found, with the way back', async () => {
    renderAt('/patient/chats/c-9');
    expect(await screen.findByText('This conversation could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Chats' })).toHaveAttribute(
      'href',
      '/patient/chats',
    );
  });
});
