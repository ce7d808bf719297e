import { screen, within } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { appointment, doctorApi, doctorSession, JANE_ID, patient } from '../../../testing/fixtures';
import type { TestApi } from '../../../testing/test-api';
import { PatientDetail } from './patient-detail';

function renderDetail(api: TestApi, id = JANE_ID) {
  api
    .on('GET', `/api/appointment/byPatient/${id}`, { body: [appointment()] })
    .on('GET', `/api/foods/patient/${id}`, { body: [] })
    .on('GET', `/api/sports/patient/${id}`, { body: [] });
  return renderWithProviders(<PatientDetail />, {
    route: `/doctor/patients/view/${id}`,
    path: '/doctor/patients/view/:id',
    session: doctorSession,
  });
}

afterEach(() => resetSession());

describe('Patient Details', () => {
  it('shows Personal Information, Medical Details, the appointments and the plans', async () => {
    renderDetail(doctorApi().on('GET', `/api/patient/getPatient/${JANE_ID}`, { body: patient() }));
    expect(await screen.findByRole('heading', { name: 'Patient Details' })).toBeVisible();
    const personal = await screen.findByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Jane Cooper')).toBeVisible();
    expect(within(personal).getByText('patient@careconnect.test')).toBeVisible();
    expect(within(personal).getByText('Apr 12, 1990')).toBeVisible();
    const medical = screen.getByRole('region', { name: 'Medical Details' });
    expect(within(medical).getByText('O+')).toBeVisible();
    expect(within(medical).getByText('64 kg')).toBeVisible();
    expect(within(medical).getByText('1.68 m')).toBeVisible();
    expect(within(medical).getByText('Sam Cooper (Spouse), +1 555 0300')).toBeVisible();
    expect(within(medical).getByText('CarePlus, policy POL-700100')).toBeVisible();

    const visits = await screen.findByRole('table', { name: 'Appointments with you' });
    expect(within(visits).getByText('Annual check-up')).toBeVisible();
    expect(await screen.findByText('No food recommendations found.')).toBeVisible();
    expect(screen.getByText('No sports recommendations found.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Appointment' })).toHaveAttribute(
      'href',
      `/doctor/appointments/create?patient=${JANE_ID}`,
    );
  });

  it('reads N/A for missing medical details', async () => {
    renderDetail(
      doctorApi().on('GET', `/api/patient/getPatient/${JANE_ID}`, {
        body: { _id: JANE_ID, user: { _id: 'u', firstName: 'Jane', lastName: 'Cooper' } },
      }),
    );
    const medical = await screen.findByRole('region', { name: 'Medical Details' });
    expect(within(medical).getAllByText('N/A')).toHaveLength(5);
  });

  it("says 'Patient not found.' for someone else's patient (404)", async () => {
    renderDetail(
      doctorApi().on('GET', `/api/patient/getPatient/${JANE_ID}`, {
        status: 404,
        body: { message: 'Patient not found.' },
      }),
    );
    expect(await screen.findByText('Patient not found.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Medical Details' })).not.toBeInTheDocument();
  });

  it('shows other failures as an error', async () => {
    renderDetail(doctorApi().on('GET', `/api/patient/getPatient/${JANE_ID}`, { status: 500 }));
    expect(await screen.findByText('Error: Failed to fetch patient data.')).toBeVisible();
  });
});
