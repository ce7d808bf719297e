import { act, screen, within } from '@testing-library/react';
import {
  fixtures,
  renderWithProviders,
  resetSession,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { doctorSession } from '../../../testing/fixtures';
import { ChatsScreen } from './chats-screen';

afterEach(() => act(() => resetSession()));

function renderAt(route: string, chats = [fixtures.conversation()]) {
  mockApi({
    'GET /api/chats': { body: chats },
    'GET /api/chats/c-1/messages': { body: { messages: [], hasMore: false } },
    'POST /api/chats/c-1/read': { body: { message: 'ok' } },
  });
  return renderWithProviders(<ChatsScreen />, {
    route,
    path: '/doctor/chats/:conversationId?',
    session: doctorSession,
  });
}

describe("the doctor's Chats", () => {
  it("lists the patients' conversations under the title, with nothing to start one", async () => {
    renderAt('/doctor/chats');
    expect(screen.getByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: /Jane Doe/ })).toHaveAttribute(
      'href',
      '/doctor/chats/c-1',
    );
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Chats' })).not.toBeInTheDocument();
  });

  it("says where patients' messages will appear when there are none", async () => {
    renderAt('/doctor/chats', []);
    expect(
      await screen.findByText('No conversations yet. Patients in your care can write to you here.'),
    ).toBeInTheDocument();
  });

  it('an open conversation has the way back to the list above the title', async () => {
    renderAt('/doctor/chats/c-1');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Chats' });
    expect(back).toHaveAttribute('href', '/doctor/chats');
    const title = screen.getByRole('heading', { level: 1, name: 'Chats' });
    expect(back.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
