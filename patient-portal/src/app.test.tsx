import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { patientRoute, patientSession, stats } from './testing/fixtures';
import PatientApp from './app';

jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: () => <p>line chart</p>,
  StatusBarChart: () => <p>bar chart</p>,
}));

afterEach(() => act(() => resetSession()));

const empty = { body: [], headers: { 'X-Total-Count': '0' } };

function renderAt(route: string) {
  mockApi({
    ...patientRoute,
    'GET /api/user/getOne/:userId': { body: patientSession.user },
    'GET /api/stats/patient/:patientId': { body: stats },
    'GET /api/appointment/byPatient/:patientId': empty,
    'GET /api/appointment/byUser/:userId': empty,
    'GET /api/appointment/get/:id': { status: 404, body: { message: 'Appointment not found.' } },
    'GET /api/foods/patient/:patientId': empty,
    'GET /api/sports/patient/:patientId': empty,
    'GET /api/health/patient/:patientId': empty,
    'GET /api/doctor/search': empty,
    'GET /api/notify/get/:userId': empty,
    'GET /api/care/team/:patientId': { body: [] },
    'GET /api/chats': { body: [] },
    'GET /api/chats/unread': { body: { count: 0 } },
    'GET /api/notify/unread': { body: { count: 0 } },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/patient/*" element={<PatientApp />} />
    </Routes>,
    { session: patientSession, route },
  );
}

describe('the patient area', () => {
  it('has the menu of the patient area, with Chats', async () => {
    const user = userEvent.setup();
    renderAt('/patient/dashboard');
    // jsdom matches no media query: the menu is the small screens' drawer, opened first.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(entries).toEqual([
      ['Home', '/patient/dashboard'],
      ['Appointments', '/patient/appointments'],
      ['Food Recommendations', '/patient/nutrition'],
      ['Sports Recommendations', '/patient/sports'],
      ['Notifications', '/patient/notifications'],
      ['Chats', '/patient/chats'],
      ['Reports', '/patient/reports'],
      ['Feedback', '/patient/feedback'],
      ['Settings', '/patient/settings'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the dashboard at /patient', async () => {
    renderAt('/patient');
    expect(await screen.findByRole('heading', { name: 'Patient Dashboard' })).toBeInTheDocument();
  });

  it.each([
    ['/patient/dashboard', 'Patient Dashboard'],
    ['/patient/appointments', 'Patient Appointments'],
    ['/patient/appointments/book', 'Book an Appointment'],
    ['/patient/appointments/view/a1', 'Appointment Details'],
    ['/patient/nutrition', 'Recommended Foods'],
    ['/patient/sports', 'Recommended Sports'],
    ['/patient/reports', 'Health Reports'],
    ['/patient/feedback', 'Feedback'],
    ['/patient/notifications', 'Notifications'],
    ['/patient/chats', 'Chats'],
    ['/patient/chats/c1', 'Chats'],
    ['/patient/settings', 'Settings'],
    ['/patient/settings/update-pass', 'Update Password'],
    ['/patient/settings/doctors', 'My doctors'],
  ])('%s shows %s', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/patient/appointments/book', 'Back to Appointments', '/patient/appointments'],
    ['/patient/appointments/view/a1', 'Back to Appointments', '/patient/appointments'],
    ['/patient/chats/c1', 'Back to Chats', '/patient/chats'],
    ['/patient/settings/update-pass', 'Back to Settings', '/patient/settings'],
    ['/patient/settings/doctors', 'Back to Settings', '/patient/settings'],
  ])('%s has a way back at its top: %s', async (route, name, href) => {
    renderAt(route);
    const back = await screen.findAllByRole('link', { name: /^Back to / });
    expect(back[0]).toHaveAccessibleName(name);
    expect(back[0]).toHaveAttribute('href', href);
    // Above the title, in the page's order.
    const title = screen.getByRole('heading', { level: 1 });
    expect(back[0]!.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("links Settings to this area's Update Password", async () => {
    renderAt('/patient/settings');
    expect(await screen.findByRole('link', { name: /Update Password/ })).toHaveAttribute(
      'href',
      '/patient/settings/update-pass',
    );
  });

  it('links Settings to My doctors, and My doctors back to Settings', async () => {
    const user = userEvent.setup();
    renderAt('/patient/settings');
    await user.click(await screen.findByRole('link', { name: 'Manage my doctors' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My doctors' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown patient path', async () => {
    renderAt('/patient/nowhere');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});
