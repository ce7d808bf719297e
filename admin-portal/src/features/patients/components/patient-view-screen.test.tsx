import { screen, within } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { adminSession, appointment, patient, silva } from '../../../testing/fixtures';
import { PatientViewScreen } from './patient-view-screen';

const grace = patient('Grace', 'Nakamura', {
  bloodType: 'O+',
  weight: 61,
  height: 1.68,
  emergencyContact: { name: 'Ken Nakamura', relation: 'Brother', phone: '+1 555 0199' },
  insurance: { provider: 'CarePlus', policyNumber: 'CP-100' },
});
grace.user = {
  ...grace.user!,
  gender: 'female',
  dateOfBirth: '1990-04-12',
  phoneNumber: '+1 555 0142',
};

const render = (id = grace._id) =>
  renderWithProviders(<PatientViewScreen />, {
    route: `/admin/patients/view/${id}`,
    path: '/admin/patients/view/:id',
    session: adminSession,
  });

afterEach(() => resetSession());

describe('Patient Details', () => {
  it('shows Medical Details and Personal Information, N/A for what is missing', async () => {
    mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'GET /api/appointment/byPatient/:patientId': {
        body: [appointment(grace, silva, { status: 'completed' })],
        total: 1,
      },
      'GET /api/patient/duplicates/:id': { body: [] },
    });
    render();
    const medical = await screen.findByRole('region', { name: 'Medical Details' });
    expect(medical).toHaveTextContent('Blood TypeO+');
    expect(medical).toHaveTextContent('Weight61 kg');
    expect(medical).toHaveTextContent('Height1.68 m');
    expect(medical).toHaveTextContent('Ken Nakamura (Brother) +1 555 0199');
    expect(medical).toHaveTextContent('CarePlus, policy CP-100');
    const personal = screen.getByRole('region', { name: 'Personal Information' });
    expect(personal).toHaveTextContent('Grace Nakamura');
    expect(personal).toHaveTextContent('GenderFemale');
    expect(personal).toHaveTextContent('Date of BirthApr 12, 1990');
    expect(personal).toHaveTextContent('AddressN/A');
    const appointments = await screen.findByRole('region', { name: 'Appointments' });
    expect(await within(appointments).findByText('Completed')).toBeInTheDocument();
    expect(within(appointments).getByText('Dr. Ana Silva')).toBeInTheDocument();
  });

  it('warns of a likely duplicate account and links to it', async () => {
    const api = mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'GET /api/appointment/byPatient/:patientId': { body: [], total: 0 },
      'GET /api/patient/duplicates/:id': {
        body: [
          {
            _id: 'p-twin',
            firstName: 'GRACE',
            lastName: 'Nakamura',
            dateOfBirth: '1990-04-12',
          },
        ],
      },
    });
    render();
    const notice = await screen.findByRole('status', { name: 'Possible duplicate account' });
    expect(notice).toHaveTextContent(
      'Another patient account has the same name and date of birth. It may be the same person: check before booking or merging records.',
    );
    expect(
      within(notice).getByRole('link', {
        name: 'Possible duplicate: GRACE Nakamura, born April 12, 1990',
      }),
    ).toHaveAttribute('href', '/admin/patients/view/p-twin');
    expect(api.callsTo(`GET /api/patient/duplicates/${grace._id}`)).toHaveLength(1);
  });

  it('says nothing when there is no likely duplicate', async () => {
    mockApi({
      'GET /api/patient/getPatient/:id': { body: grace },
      'GET /api/doctor/all': { body: [silva], total: 1 },
      'GET /api/appointment/byPatient/:patientId': { body: [], total: 0 },
      'GET /api/patient/duplicates/:id': { body: [] },
    });
    render();
    await screen.findByRole('region', { name: 'Personal Information' });
    expect(screen.queryByText(/Possible duplicate/)).toBeNull();
  });

  it("says 'Patient not found.' for an unknown id", async () => {
    mockApi({ 'GET /api/patient/getPatient/:id': { status: 404, body: { message: 'x' } } });
    render();
    expect(await screen.findByText('Patient not found.')).toBeInTheDocument();
  });

  it("says 'Failed to fetch patient data.' on other failures", async () => {
    mockApi({ 'GET /api/patient/getPatient/:id': { status: 500 } });
    render();
    expect(await screen.findByText('Failed to fetch patient data.')).toBeInTheDocument();
  });
});
