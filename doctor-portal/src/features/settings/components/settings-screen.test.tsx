import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { DOCTOR_ID, doctorApi, doctorSession } from '../../../testing/fixtures';
import { SettingsScreen } from './settings-screen';

afterEach(() => act(() => resetSession()));

function renderSettings() {
  doctorApi().on(`GET /api/doctor/calendar-feed/${DOCTOR_ID}`, {
    body: { active: false, createdAt: null },
  });
  return renderWithProviders(<SettingsScreen />, {
    route: '/doctor/settings',
    session: doctorSession,
  });
}

describe("the doctor's Settings", () => {
  it('shows the account, then availability, away message and calendar feed, then About', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await screen.findByLabelText('First Name');
    expect(await screen.findByRole('heading', { level: 2, name: 'Calendar feed' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' }),
    ).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 3)).toEqual(['Profile Photo', 'Profile', 'Change email']);
    expect(titles.slice(titles.indexOf('Two-step sign-in') + 1)).toEqual([
      'Availability',
      'Away message',
      'Calendar feed',
      'About',
    ]);
  });

  it("links to the doctor's Update Password", async () => {
    renderSettings();
    await screen.findByLabelText('First Name');
    expect(screen.getByRole('link', { name: 'Update Password' })).toHaveAttribute(
      'href',
      '/doctor/settings/update-pass',
    );
  });
});
