import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, adminStats, nora } from '../../../testing/fixtures';
import { DoctorViewScreen } from './doctor-view-screen';

const path = '/admin/doctors/view/:id';
const render = (id = nora._id) =>
  renderWithProviders(<DoctorViewScreen />, {
    route: `/admin/doctors/view/${id}`,
    path,
    session: adminSession,
  });

const { patients: _p, doctors: _d, pendingDoctors: _w, ...figures } = adminStats();
const doctorStats = { ...figures, patients: 12 };

// Screens with forms and queries are slow to drive on a busy machine.

afterEach(() => resetSession());

describe('Doctor Details', () => {
  it("shows the doctor's profile and counts", async () => {
    mockApi({
      'GET /api/doctor/getdoctor/:id': {
        body: { ...nora, licenseNumber: 'LIC-1', yearsOfExperience: 4 },
      },
      'GET /api/stats/doctor/:doctorId': { body: doctorStats },
    });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Doctor Details: Dr. Nora Lindqvist' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pediatrics')).toBeInTheDocument();
    expect(screen.getByText('LIC-1')).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Availability' })).toHaveAttribute(
      'href',
      `/admin/doctors/${nora._id}/availability`,
    );
    const counts = await screen.findByRole('region', { name: 'Counts' });
    expect(counts).toHaveTextContent('Patients12');
    expect(counts).toHaveTextContent('Appointments87');
    expect(counts).toHaveTextContent('Upcoming appointments40');
  });

  it('approves from the detail screen', async () => {
    const api = mockApi({
      'GET /api/doctor/getdoctor/:id': { body: nora },
      'GET /api/stats/doctor/:doctorId': { body: doctorStats },
      'PATCH /api/doctor/approve/:id': () => {
        api.on('GET /api/doctor/getdoctor/:id', { body: { ...nora, approved: true } });
        return { body: { ...nora, approved: true } };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Dr. Nora Lindqvist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(api.callsTo(`PATCH /api/doctor/approve/${nora._id}`)).toHaveLength(1);
  });

  it('rejects from the detail screen, after asking', async () => {
    const api = mockApi({
      'GET /api/doctor/getdoctor/:id': { body: nora },
      'GET /api/stats/doctor/:doctorId': { body: doctorStats },
      'PATCH /api/doctor/reject/:id': () => {
        api.on('GET /api/doctor/getdoctor/:id', { body: { ...nora, rejected: true } });
        return { body: { ...nora, rejected: true } };
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject Dr. Nora Lindqvist?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    // Rejected: it may still be approved, not rejected twice.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(api.callsTo(`PATCH /api/doctor/reject/${nora._id}`)).toHaveLength(1);
  });

  it("says 'Doctor not found' for an unknown id", async () => {
    mockApi({ 'GET /api/doctor/getdoctor/:id': { status: 404, body: { message: 'x' } } });
    render();
    expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
  });

  it("says 'Failed to fetch doctor' on other failures", async () => {
    mockApi({ 'GET /api/doctor/getdoctor/:id': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch doctor')).toBeInTheDocument();
  });
});
