import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  availability,
  renderWithProviders,
  resetSession,
  restoreBrowserTimeZone,
  setBrowserTimeZone,
} from '@careconnect/shared-ui/testing';
import { DOCTOR_ID, doctor, doctorApi, doctorSession } from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import { AvailabilityScreen } from './availability-screen';

const PATH = `/api/doctor/availability/${DOCTOR_ID}`;

function renderScreen(api: MockApi) {
  api.on(`GET ${PATH}`, { body: availability({ doctor: DOCTOR_ID }) });
  return renderWithProviders(
    <Routes>
      <Route path="/doctor/settings/availability" element={<AvailabilityScreen />} />
    </Routes>,
    { route: '/doctor/settings/availability', session: doctorSession },
  );
}

beforeEach(() => setBrowserTimeZone('Europe/Lisbon'));
afterEach(() => {
  act(() => resetSession());
  restoreBrowserTimeZone();
});

describe('Settings → Availability', () => {
  it("edits the signed-in doctor's hours and lists appointments outside the new ones", async () => {
    const api = doctorApi();
    renderScreen(api);
    api.on(`PUT ${PATH}`, {
      body: {
        availability: availability({ doctor: DOCTOR_ID }),
        outsideHours: [
          {
            _id: 'ap-9',
            date: '2026-12-04',
            timeSlot: '04:00 PM - 04:30 PM',
            status: 'confirmed',
            patient: { _id: 'p', user: { firstName: 'Jane', lastName: 'Cooper' } },
            doctor: { _id: DOCTOR_ID },
          },
        ],
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/doctor/settings',
    );
    const friday = await screen.findByRole('group', { name: 'Friday' });
    await user.clear(within(friday).getByLabelText('Friday, range 1, to'));
    await user.type(within(friday).getByLabelText('Friday, range 1, to'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('Availability saved.')).toBeVisible();
    const body = api.callsTo(`PUT ${PATH}`)[0]?.body as { weekly: unknown[] };
    expect(body.weekly).toContainEqual({ weekday: 5, start: '09:00', end: '15:00' });
    expect(
      screen.getByText(
        'These appointments are outside your new hours. Move them or contact the patients.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Fri 4 Dec 2026 · 04:00 PM - 04:30 PM · Jane Cooper' }),
    ).toHaveAttribute('href', '/doctor/appointments/view/ap-9');
  });

  it('is open before the account is approved', async () => {
    renderScreen(doctorApi(doctor({ approved: false })));
    expect(await screen.findByRole('group', { name: 'Monday' })).toBeVisible();
  });
});
