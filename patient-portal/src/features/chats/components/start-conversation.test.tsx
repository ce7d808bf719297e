import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import type { CareMember } from '../../../lib/api-types';
import {
  drLee,
  drSmith,
  PATIENT_ID,
  patientRoute,
  patientSession,
} from '../../../testing/fixtures';
import { START_TEXT, StartConversation } from './start-conversation';

afterEach(() => act(() => resetSession()));

function member(doctor: typeof drSmith, status: CareMember['status'] = 'active'): CareMember {
  return {
    _id: `care-${doctor._id}`,
    patient: PATIENT_ID,
    doctor: {
      _id: doctor._id,
      specialization: doctor.specialization,
      user: doctor.user,
    },
    status,
    origin: 'booking',
  };
}

function Opened() {
  const { conversationId } = useParams();
  return <h1>{`Conversation ${conversationId}`}</h1>;
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/patient/chats" element={<StartConversation />} />
      <Route path="/patient/chats/:conversationId" element={<Opened />} />
    </Routes>,
    { route: '/patient/chats', session: patientSession },
  );
}

describe('StartConversation', () => {
  it('starts a conversation with a doctor of the care team and opens it', async () => {
    const api = mockApi({
      ...patientRoute,
      'GET /api/care/team/:patientId': {
        body: [member(drSmith), member(drLee, 'requested')],
      },
      'GET /api/chats': { body: [] },
      'POST /api/chats': { status: 201, body: { _id: 'c-new' } },
    });
    render();
    const select = await screen.findByRole('combobox', { name: START_TEXT.label });
    // Only the active members of the care team.
    expect(
      Array.from((select as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Choose a doctor', 'Dr. Gregory Smith (Cardiology)']);
    await userEvent.selectOptions(select, drSmith._id);
    await userEvent.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByRole('heading', { name: 'Conversation c-new' })).toBeVisible();
    expect(api.callsTo('POST /api/chats')[0]!.body).toEqual({ doctor: drSmith._id });
  });

  it('offers only the doctors without a conversation in the list', async () => {
    const conversationWith = (doctor: typeof drSmith, name: string) => ({
      _id: `c-${doctor._id}`,
      patient: { _id: PATIENT_ID, name: 'Jane Doe' },
      doctor: { _id: doctor._id, name, awayMessage: null, replyTime: null },
      lastMessage: null,
      unread: 0,
      closed: false,
    });
    const api = mockApi({
      ...patientRoute,
      'GET /api/care/team/:patientId': { body: [member(drSmith), member(drLee)] },
      'GET /api/chats': { body: [conversationWith(drSmith, 'Gregory Smith')] },
    });
    const { unmount } = render();
    const select = await screen.findByRole('combobox', { name: START_TEXT.label });
    expect(
      Array.from((select as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['Choose a doctor', 'Dr. Ann Lee (Dermatology)']);
    unmount();

    api.on('GET /api/chats', {
      body: [conversationWith(drSmith, 'Gregory Smith'), conversationWith(drLee, 'Ann Lee')],
    });
    render();
    await waitFor(() => expect(api.callsTo('GET /api/chats').length).toBeGreaterThan(1));
    // Both answers are in once the patient's record and team were asked for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.calls.some((call) => call.path.startsWith('/api/care/team/'))).toBe(true);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText(START_TEXT.noTeam)).not.toBeInTheDocument();
  });

  it('explains how a doctor joins the care team when there is none', async () => {
    mockApi({
      ...patientRoute,
      'GET /api/care/team/:patientId': { body: [] },
      'GET /api/chats': { body: [] },
    });
    render();
    expect(
      await screen.findByText(
        'Doctors join your care team when you book an appointment with them.',
      ),
    ).toBeVisible();
  });
});
