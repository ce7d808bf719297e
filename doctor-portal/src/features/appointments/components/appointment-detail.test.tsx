import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  availability,
  freeSlot,
  pinClock,
  renderWithProviders,
  resetSession,
  deferred,
  type MockApi,
} from '@careconnect/shared-ui/testing';
import {
  appointment,
  DOCTOR_ID,
  doctorApi,
  doctorSession,
  JANE_ID,
} from '../../../testing/fixtures';
import { AppointmentDetail } from './appointment-detail';

const ONE = '/api/appointment/get/ap-1';
function renderDetail(_api: MockApi) {
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/appointments" element={<h1>Appointments list</h1>} />
      <Route path="/doctor/appointments/view/:id" element={<AppointmentDetail />} />
    </Routes>,
    { route: '/doctor/appointments/view/ap-1', session: doctorSession },
  );
}

afterEach(() => resetSession());

describe('Appointment Details', () => {
  it('shows every field, the status and the history', async () => {
    renderDetail(
      doctorApi().on(`GET ${ONE}`, {
        body: appointment({
          status: 'confirmed',
          notes: 'Bring the last blood test.',
          updatedAt: '2026-11-21T14:30:00.000Z',
        }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Appointment Details' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Jane Cooper' })).toHaveAttribute(
      'href',
      `/doctor/patients/view/${JANE_ID}`,
    );
    expect(screen.getByText('Dr. Ana Silva')).toBeVisible();
    expect(screen.getByText('Nov 24, 2026')).toBeVisible();
    expect(screen.getByText('10:00 AM - 10:30 AM')).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Annual check-up')).toBeVisible();
    expect(screen.getByText('Bring the last blood test.')).toBeVisible();
    expect(screen.getByText('Created')).toBeVisible();
    expect(screen.getByText('Last updated')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'No-show' })).toBeVisible();
  });

  it('offers no Complete or No-show before the visit begins (Cancel stays)', async () => {
    renderDetail(
      doctorApi().on(`GET ${ONE}`, {
        body: appointment({
          status: 'confirmed',
          date: '2099-01-05',
          start: '2099-01-05T10:00:00.000Z',
          end: '2099-01-05T10:30:00.000Z',
        }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
  });

  it("says 'Appointment not found.' for another doctor's appointment", async () => {
    renderDetail(
      doctorApi().on(`GET ${ONE}`, { status: 404, body: { message: 'Appointment not found.' } }),
    );
    expect(await screen.findByText('Appointment not found.')).toBeVisible();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const api = doctorApi().on(`GET ${ONE}`, { body: appointment() });
    api.on('DELETE /api/appointment/delete/ap-1', { body: { message: 'Appointment deleted' } });
    const user = userEvent.setup();
    renderDetail(api);
    // Not a button beside the visit's steps: the last entry of the More actions menu.
    await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^More actions for Jane Cooper/ }));
    expect(screen.getAllByRole('menuitem').at(-1)).toHaveTextContent('Delete');
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this appointment?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Appointments list' })).toBeVisible();
    expect(api.callsTo('DELETE /api/appointment/delete/ap-1')).toHaveLength(1);
  });
  it('confirms once on a double click, before the pending state shows', async () => {
    const api = doctorApi().on(`GET ${ONE}`, { body: appointment({ status: 'pending' }) });
    const answer = deferred<{ body: unknown }>();
    api.on('PATCH /api/appointment/status/ap-1', () => answer.promise);
    renderDetail(api);
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    // Two clicks before React has re-rendered with the mutation's pending state.
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(api.callsTo('PATCH /api/appointment/status/ap-1').length).toBeLessThanOrEqual(1);
    await act(async () => {
      answer.resolve({ body: appointment({ status: 'confirmed' }) });
    });
    expect(await screen.findByText('Appointment confirmed.')).toBeVisible();
    expect(api.callsTo('PATCH /api/appointment/status/ap-1')).toHaveLength(1);
  });

  it.each(['pending', 'confirmed', 'proposed'] as const)(
    'reschedules a %s appointment to a free time and shows it',
    async (status) => {
      pinClock('2026-11-24T12:00:00Z');
      try {
        const slot = freeSlot('2026-11-30', '14:00', { zone: 'UTC' });
        const api = doctorApi()
          .on(`GET ${ONE}`, { body: appointment({ status }) })
          .on(`GET /api/doctor/availability/${DOCTOR_ID}`, {
            body: availability({ timeZone: 'UTC' }),
          })
          .on(`GET /api/doctor/slots/${DOCTOR_ID}`, { body: [slot] })
          .on('PATCH /api/appointment/reschedule/ap-1', {
            body: appointment({ status, date: '2026-11-30', timeSlot: slot.timeSlot }),
          });
        const user = userEvent.setup();
        renderDetail(api);
        await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
        const dialog = screen.getByRole('dialog', { name: 'Reschedule appointment' });
        const monday = within(dialog).getByRole('button', { name: 'Monday 30 November 2026' });
        await waitFor(() => expect(monday).not.toHaveAttribute('aria-disabled'));
        await user.click(monday);
        await user.click(within(dialog).getByRole('button', { name: '02:00 PM' }));
        await user.click(within(dialog).getByRole('button', { name: 'Confirm new time' }));
        expect(await screen.findByText('Appointment rescheduled.')).toBeVisible();
        expect(api.callsTo('PATCH /api/appointment/reschedule/ap-1')[0]?.body).toEqual({
          start: slot.start,
        });
        expect(await screen.findByText('Nov 30, 2026')).toBeVisible();
        expect(screen.getByText('02:00 PM - 02:30 PM')).toBeVisible();
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it.each(['completed', 'cancelled', 'no-show', 'declined'] as const)(
    'offers no Reschedule for a %s appointment',
    async (status) => {
      renderDetail(doctorApi().on(`GET ${ONE}`, { body: appointment({ status }) }));
      await screen.findByRole('heading', { name: 'Appointment Details' });
      await screen.findByText('Dr. Ana Silva');
      expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    },
  );
});
