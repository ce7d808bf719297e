import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  availability,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
  mockApi,
} from '@careconnect/shared-ui/testing';
import { adminSession, silva } from '../../../testing/fixtures';
import { DoctorAvailabilityScreen } from './doctor-availability-screen';

const render = () =>
  renderWithProviders(<DoctorAvailabilityScreen />, {
    route: `/admin/doctors/${silva._id}/availability`,
    path: '/admin/doctors/:id/availability',
    session: adminSession,
  });

beforeEach(() => setBrowserTimeZone('Europe/Paris'));
afterEach(() => {
  resetSession();
  restoreBrowserTimeZone();
});

describe('Doctor availability (administrator)', () => {
  it("edits any doctor's hours and lists the appointments outside the new ones", async () => {
    const api = mockApi({
      'GET /api/doctor/getdoctor/:id': { body: silva },
      'GET /api/doctor/availability/:doctorId': { body: availability({ doctor: silva._id }) },
      'PUT /api/doctor/availability/:doctorId': {
        body: {
          availability: availability({ doctor: silva._id, timeZone: 'Europe/Paris' }),
          outsideHours: [
            {
              _id: 'ap-3',
              date: '2026-12-02',
              timeSlot: '09:00 AM - 09:30 AM',
              status: 'pending',
              patient: { _id: 'p', user: { firstName: 'Omar', lastName: 'Farouk' } },
              doctor: { _id: silva._id },
            },
          ],
        },
      },
    });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Availability: Dr. Ana Silva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Doctor Details' })).toHaveAttribute(
      'href',
      `/admin/doctors/view/${silva._id}`,
    );
    const zone = await screen.findByLabelText(/^Time zone/);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Europe/Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved.')).toBeInTheDocument();
    const call = api.callsTo(`PUT /api/doctor/availability/${silva._id}`)[0]!;
    expect((call.body as { timeZone: string }).timeZone).toBe('Europe/Paris');
    const outside = screen.getByRole('region', { name: 'Outside the hours' });
    expect(outside).toHaveTextContent(
      'These appointments are outside the new hours. Move them or contact the patients.',
    );
    expect(
      within(outside).getByRole('link', {
        name: 'Wed 2 Dec 2026 · 09:00 AM - 09:30 AM · Omar Farouk',
      }),
    ).toHaveAttribute('href', '/admin/appointments/view/ap-3');
  });
});
