import { Route, Routes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import AdminApp, { adminMenu } from './app';
import { adminSession, adminStats, adminUser } from './testing/fixtures';

jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: () => <p>Line chart</p>,
  StatusBarChart: () => <p>Bar chart</p>,
  PeopleDoughnutChart: () => <p>Doughnut</p>,
}));

function renderAt(route: string) {
  mockApi({
    'GET /api/user/getOne/:userId': { body: adminUser },
    'GET /api/stats/admin': { body: adminStats() },
    'GET /api/appointment/all': { body: [], total: 0 },
    'GET /api/doctor/all': { body: [], total: 0 },
    'GET /api/patient/all': { body: [], total: 0 },
    'GET /api/care/emergency': { body: [], total: 0 },
    'GET /api/admin/administrators': { body: [] },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>,
    { route, session: adminSession },
  );
}

afterEach(() => resetSession());

describe('the admin area', () => {
  it('has the sidebar of spec §2 plus Calendar, Reports, Questionnaire, Emergency access and Administrators', () => {
    expect(adminMenu.map((entry) => [entry.label, entry.to])).toEqual([
      ['Home', '/admin/dashboard'],
      ['Appointments', '/admin/appointments'],
      ['Calendar', '/admin/calendar'],
      ['Patients', '/admin/patients'],
      ['Doctors', '/admin/doctors'],
      ['Reports', '/admin/reports'],
      ['Questionnaire', '/admin/questionnaire'],
      ['Emergency access', '/admin/emergency-access'],
      ['Administrators', '/admin/administrators'],
      ['Notifications', '/admin/notifications'],
      ['Settings', '/admin/settings'],
    ]);
  });

  it('opens on the dashboard', async () => {
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    // On a narrow screen (jsdom) the menu is a closed, invisible drawer: no accessible names.
    expect(screen.getByText('Reports', { selector: 'nav a' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
  });

  it.each([
    ['/admin/appointments', 'All Appointments'],
    ['/admin/appointments/create', 'Create New Appointment'],
    ['/admin/calendar', 'Calendar'],
    ['/admin/doctors', 'All Doctors'],
    ['/admin/patients', 'All Patients'],
    ['/admin/reports', 'Reports'],
    ['/admin/emergency-access', 'Emergency access'],
    ['/admin/administrators', 'Administrators'],
    ['/admin/notifications', 'Notifications'],
    ['/admin/settings', 'Settings'],
    ['/admin/settings/update-pass', 'Update Password'],
  ])('%s shows %s', async (route, title) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/admin/appointments/create', 'Back to Appointments', '/admin/appointments'],
    ['/admin/settings/update-pass', 'Back to Settings', '/admin/settings'],
  ])('%s has a way back at its top: %s', async (route, name, href) => {
    renderAt(route);
    const back = await screen.findAllByRole('link', { name: /^Back to / });
    expect(back[0]).toHaveAccessibleName(name);
    expect(back[0]).toHaveAttribute('href', href);
    // Above the title, in the page's order.
    const title = screen.getByRole('heading', { level: 1 });
    expect(back[0]!.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the 404 screen for an unknown admin path', async () => {
    renderAt('/admin/nowhere');
    expect(await screen.findByText('404')).toBeInTheDocument();
  });
});
