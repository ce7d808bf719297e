import { screen, within } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import DoctorApp, { doctorMenu } from './app';
import { DOCTOR_USER_ID, doctorApi, doctorSession, JANE_ID } from './testing/fixtures';

function renderAt(route: string) {
  doctorApi();
  return renderWithProviders(<DoctorApp />, { route, path: '/doctor/*', session: doctorSession });
}

afterEach(() => resetSession());

describe('the doctor route table (spec §2)', () => {
  it.each([
    ['/doctor', 'Doctor Dashboard'],
    ['/doctor/dashboard', 'Doctor Dashboard'],
    [`/doctor/appointments/${DOCTOR_USER_ID}`, 'Appointments'],
    ['/doctor/appointments', 'Appointments'],
    ['/doctor/appointments/view/ap-1', 'Appointment Details'],
    ['/doctor/appointments/create', 'Create New Appointment'],
    ['/doctor/appointments/update/ap-1', 'Update Appointment'],
    ['/doctor/calendar', 'Calendar'],
    [`/doctor/patients/${DOCTOR_USER_ID}`, 'All Patients'],
    ['/doctor/patients', 'All Patients'],
    [`/doctor/patients/view/${JANE_ID}`, 'Patient Details'],
    ['/doctor/health', 'Patient Health Issues'],
    ['/doctor/sportNutri', 'Nutrition & Sports Planner'],
    ['/doctor/sportNutri/add-Food', 'Food Recommendation'],
    ['/doctor/sportNutri/add-Sport', 'Sports Recommendation'],
    ['/doctor/notifications', 'Notifications'],
    ['/doctor/chats', 'Chats'],
    ['/doctor/chats/c-1', 'Chats'],
    ['/doctor/reports', 'Reports'],
    ['/doctor/settings', 'Settings'],
    ['/doctor/settings/update-pass', 'Update Password'],
    ['/doctor/settings/availability', 'Availability'],
  ])('%s shows %s', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it.each([
    ['/doctor/appointments/view/ap-1', 'Back to Appointments', '/doctor/appointments'],
    ['/doctor/appointments/create', 'Back to Appointments', '/doctor/appointments'],
    [
      '/doctor/appointments/update/ap-1',
      'Back to Appointment Details',
      '/doctor/appointments/view/ap-1',
    ],
    [`/doctor/patients/view/${JANE_ID}`, 'Back to Patients', '/doctor/patients'],
    ['/doctor/sportNutri/add-Food', 'Back to Sports & Nutrition', '/doctor/sportNutri'],
    ['/doctor/sportNutri/add-Sport', 'Back to Sports & Nutrition', '/doctor/sportNutri'],
    ['/doctor/chats/c-1', 'Back to Chats', '/doctor/chats'],
    ['/doctor/reports', 'Back to Dashboard', '/doctor/dashboard'],
    ['/doctor/settings/availability', 'Back to Settings', '/doctor/settings'],
    ['/doctor/settings/update-pass', 'Back to Settings', '/doctor/settings'],
  ])('%s has a way back at its top: %s', async (route, name, href) => {
    renderAt(route);
    const back = await screen.findAllByRole('link', { name: /^Back to / });
    expect(back[0]).toHaveAccessibleName(name);
    expect(back[0]).toHaveAttribute('href', href);
    // Above the title, in the page's order.
    const title = screen.getByRole('heading', { level: 1 });
    expect(back[0]!.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("Settings ends with the doctor's Calendar feed section, then About", async () => {
    renderAt('/doctor/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Calendar feed' })).toBeVisible();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // the area's own sections come last but for the suite-wide About (which release runs)
    expect(titles.slice(-2)).toEqual(['Calendar feed', 'About']);
  });

  it('leads from Settings to Availability', async () => {
    renderAt('/doctor/settings');
    const card = await screen.findByRole('heading', { name: 'Availability' });
    expect(card).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set availability' })).toHaveAttribute(
      'href',
      '/doctor/settings/availability',
    );
  });

  it.each([
    ['/doctor/dashboard', 'Doctor Dashboard', 'Home'],
    ['/doctor/reports', 'Reports', 'Home'],
    ['/doctor/appointments', 'Appointments', 'Appointments'],
    [`/doctor/appointments/${DOCTOR_USER_ID}`, 'Appointments', 'Appointments'],
    ['/doctor/appointments/view/ap-1', 'Appointment Details', 'Appointments'],
    ['/doctor/appointments/create', 'Create New Appointment', 'Appointments'],
    ['/doctor/patients', 'All Patients', 'Patients'],
    [`/doctor/patients/view/${JANE_ID}`, 'Patient Details', 'Patients'],
    ['/doctor/calendar', 'Calendar', 'Calendar'],
    ['/doctor/health', 'Patient Health Issues', 'Health'],
    ['/doctor/sportNutri/add-Food', 'Food Recommendation', 'Sports & Nutrition'],
    ['/doctor/chats/c-1', 'Chats', 'Chats'],
    ['/doctor/notifications', 'Notifications', 'Notifications'],
    ['/doctor/settings/availability', 'Availability', 'Settings'],
  ])(
    'on %s (%s) the menu marks %s as the current page, and only it',
    async (route, title, entry) => {
      renderAt(route);
      await screen.findByRole('heading', { level: 1, name: title });
      const menu = screen.getByRole('navigation', { hidden: true });
      const current = within(menu)
        .getAllByRole('link', { hidden: true })
        .filter((a) => a.getAttribute('aria-current') === 'page')
        .map((a) => a.textContent);
      expect(current).toEqual([entry]);
    },
  );

  it('shows the 404 screen for an unknown doctor path', async () => {
    renderAt('/doctor/nowhere');
    expect(await screen.findByText('404')).toBeVisible();
  });

  it('has the side menu of spec §2, plus Health, with the user id in two links', async () => {
    renderAt('/doctor/dashboard');
    // jsdom matches no media query: the menu is the closed drawer, present but hidden (and a
    // hidden element has no accessible name).
    await screen.findByRole('heading', { level: 1, name: 'Doctor Dashboard' });
    const menu = screen.getByRole('navigation', { hidden: true });
    expect(menu).toHaveAttribute('aria-label', 'Main menu');
    const links = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Home', '/doctor/dashboard'],
        ['Appointments', `/doctor/appointments/${DOCTOR_USER_ID}`],
        ['Calendar', '/doctor/calendar'],
        ['Patients', `/doctor/patients/${DOCTOR_USER_ID}`],
        ['Health', '/doctor/health'],
        ['Sports & Nutrition', '/doctor/sportNutri'],
        ['Chats', '/doctor/chats'],
        ['Notifications', '/doctor/notifications'],
        ['Settings', '/doctor/settings'],
      ]),
    );
    expect(within(menu).getByText('Logout')).toBeInTheDocument();
    expect(doctorMenu(null)[1]?.to).toBe('/doctor/appointments/');
    // The calendar sits next to the appointments it shows.
    expect(doctorMenu(null)[2]).toEqual({ label: 'Calendar', to: '/doctor/calendar' });
  });
});
