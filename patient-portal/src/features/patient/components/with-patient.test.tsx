import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession, mockApi } from '@careconnect/shared-ui/testing';
import { PATIENT_ID, patientSession } from '../../../testing/fixtures';
import { WithPatient } from './with-patient';

afterEach(() => act(() => resetSession()));

const show = (id: string) => <p>Record {id}</p>;

describe('WithPatient', () => {
  it("gives the screen the signed-in patient's record id", async () => {
    const api = mockApi({
      'GET /api/patient/getPatientByUser/:userId': { body: [{ _id: PATIENT_ID, user: null }] },
    });
    renderWithProviders(<WithPatient>{show}</WithPatient>, { session: patientSession });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText(`Record ${PATIENT_ID}`)).toBeInTheDocument();
    expect(api.calls[0]?.params.userId).toBe(patientSession.user._id);
  });

  it("says 'Error: User not authenticated' without a session", () => {
    mockApi();
    renderWithProviders(<WithPatient>{show}</WithPatient>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: User not authenticated');
  });

  it.each([
    ['a 404', { status: 404, body: { message: 'Patient not found.' } }],
    ['an empty list', { body: [] }],
  ])("says 'Patient not found.' for %s", async (_, reply) => {
    mockApi({ 'GET /api/patient/getPatientByUser/:userId': reply });
    renderWithProviders(<WithPatient>{show}</WithPatient>, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Patient not found\.$/);
  });

  it('shows other failures as Error: {message} with Retry', async () => {
    mockApi({
      'GET /api/patient/getPatientByUser/:userId': {
        status: 500,
        body: { message: 'Database down' },
      },
    });
    renderWithProviders(<WithPatient>{show}</WithPatient>, { session: patientSession });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
