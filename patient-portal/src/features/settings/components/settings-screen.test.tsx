import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { patientRoute, patientSession } from '../../../testing/fixtures';
import { SettingsScreen } from './settings-screen';

afterEach(() => act(() => resetSession()));

function renderSettings() {
  mockApi({
    ...patientRoute,
    'GET /api/user/getOne/:userId': { body: patientSession.user },
    'GET /api/care/team/:patientId': { body: [] },
  });
  return renderWithProviders(<SettingsScreen />, {
    route: '/patient/settings',
    session: patientSession,
  });
}

describe("the patient's Settings", () => {
  it('shows the account, then the care team and the access log, then About', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await screen.findByLabelText('First Name');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' }),
    ).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Profile Photo', 'Profile', 'Change email']);
    const account = titles.indexOf('Two-step sign-in');
    expect(titles.slice(account + 1)).toEqual(['My doctors', 'Who viewed my record', 'About']);
  });

  it('offers an email copy of every kind of notification', async () => {
    renderSettings();
    for (const kind of [
      'Appointments',
      'Food and sports plans',
      'Care team',
      'Messages',
      'Appointment reminders',
    ])
      expect(await screen.findByRole('switch', { name: new RegExp(`^${kind}`) })).toBeVisible();
  });

  it("links to the patient's Update Password", async () => {
    renderSettings();
    await screen.findByLabelText('First Name');
    expect(screen.getByRole('link', { name: 'Update Password' })).toHaveAttribute(
      'href',
      '/patient/settings/update-pass',
    );
  });
});
