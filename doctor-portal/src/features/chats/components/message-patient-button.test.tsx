import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { doctorSession, JANE_ID } from '../../../testing/fixtures';
import { MessagePatientButton } from './message-patient-button';

afterEach(() => act(() => resetSession()));

function Opened() {
  const { conversationId } = useParams();
  return <h1>{`Conversation ${conversationId}`}</h1>;
}

function render() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/doctor/patients/view/:id"
        element={<MessagePatientButton patientId={JANE_ID} />}
      />
      <Route path="/doctor/chats/:conversationId" element={<Opened />} />
    </Routes>,
    { route: `/doctor/patients/view/${JANE_ID}`, session: doctorSession },
  );
}

describe('MessagePatientButton', () => {
  it("opens the doctor's conversation with the patient", async () => {
    const api = mockApi().on('POST /api/chats', { status: 201, body: { _id: 'c-7' } });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(await screen.findByRole('heading', { name: 'Conversation c-7' })).toBeVisible();
    expect(api.callsTo('POST /api/chats')[0]!.body).toEqual({ patient: JANE_ID });
  });

  it("shows the server's refusal", async () => {
    mockApi().on('POST /api/chats', {
      status: 403,
      body: { message: 'This patient is not in your care.' },
    });
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(await screen.findByText('This patient is not in your care.')).toBeVisible();
  });
});
