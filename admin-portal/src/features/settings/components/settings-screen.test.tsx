import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, adminUser } from '../../../testing/fixtures';
import { SettingsScreen } from './settings-screen';

afterEach(() => act(() => resetSession()));

function renderSettings() {
  mockApi({ 'GET /api/user/getOne/:userId': { body: adminUser } });
  return renderWithProviders(<SettingsScreen />, {
    route: '/admin/settings',
    session: adminSession,
  });
}

describe("the administrator's Settings", () => {
  it('shows the account only, then About', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await screen.findByLabelText('First Name');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' }),
    ).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(titles.indexOf('Two-step sign-in') + 1)).toEqual(['About']);
  });

  it('offers email copies of appointments and the care team only', async () => {
    renderSettings();
    expect(await screen.findByRole('switch', { name: /^Appointments/ })).toBeVisible();
    expect(screen.getByRole('switch', { name: /^Care team/ })).toBeVisible();
    for (const kind of [/^Food and sports plans/, /^Messages/, /^Appointment reminders/])
      expect(screen.queryByRole('switch', { name: kind })).not.toBeInTheDocument();
  });

  it("links to the administrator's Update Password", async () => {
    renderSettings();
    await screen.findByLabelText('First Name');
    expect(screen.getByRole('link', { name: 'Update Password' })).toHaveAttribute(
      'href',
      '/admin/settings/update-pass',
    );
  });
});
