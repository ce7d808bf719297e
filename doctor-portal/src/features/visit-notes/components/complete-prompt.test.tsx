import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, resetSession, type MockApi } from '@careconnect/shared-ui/testing';
import { appointment, doctorApi, doctorSession, visitNote } from '../../../testing/fixtures';
import { AppointmentStatusActions } from '../../appointments/components/appointment-status-actions';

const NOTE = '/api/appointments/ap-1/note';
const STATUS = '/api/appointment/status/ap-1';

function renderActions(api: MockApi) {
  api.on(`PATCH ${STATUS}`, { body: appointment({ status: 'completed' }) });
  return renderWithProviders(
    <Routes>
      <Route
        path="/doctor/appointments/view/ap-1"
        element={<AppointmentStatusActions appointment={appointment({ status: 'confirmed' })} />}
      />
      <Route path="/doctor/appointments/ap-1/note" element={<h1>The note editor</h1>} />
    </Routes>,
    { route: '/doctor/appointments/view/ap-1', session: doctorSession },
  );
}

afterEach(() => resetSession());

describe('Complete asks for a signed note', () => {
  it('completes at once when the note is signed', async () => {
    const api = doctorApi().on(`GET ${NOTE}`, {
      body: visitNote({ status: 'signed', signedAt: '2026-11-24T10:30:00.000Z' }),
    });
    const user = userEvent.setup();
    renderActions(api);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Appointment marked as completed.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a signed note, offers to write it: the editor opens and nothing is completed', async () => {
    const api = doctorApi();
    const user = userEvent.setup();
    renderActions(api);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete this appointment' });
    expect(within(dialog).getByText('This visit has no signed note yet.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Write the visit note' }));
    expect(await screen.findByRole('heading', { name: 'The note editor' })).toBeVisible();
    expect(api.callsTo(`PATCH ${STATUS}`)).toHaveLength(0);
  });

  it('"No note needed" records the reason, then completes', async () => {
    const api = doctorApi().on(`POST ${NOTE}/not-needed`, {
      body: visitNote({ status: 'notNeeded', noNoteReason: 'Prescription renewal only' }),
    });
    const user = userEvent.setup();
    renderActions(api);
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'No note needed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete without a note' }));
    expect(await within(dialog).findByText('Please say why no note is needed')).toBeVisible();
    expect(api.callsTo(`POST ${NOTE}/not-needed`)).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText('Why is no note needed?'),
      'Prescription renewal only',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete without a note' }));
    expect(await screen.findByText('Appointment marked as completed.')).toBeVisible();
    expect(api.callsTo(`POST ${NOTE}/not-needed`)[0]?.body).toEqual({
      reason: 'Prescription renewal only',
    });
    expect(api.callsTo(`PATCH ${STATUS}`)[0]?.body).toEqual({ status: 'completed' });
  });
});
