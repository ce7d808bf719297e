import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { appointment, doctorApi, doctorSession, JANE_ID, patient } from '../../../testing/fixtures';
import type { MockApi } from '@careconnect/shared-ui/testing';
import {
  ASK_TO_JOIN,
  EMERGENCY_ACCESS,
  NOT_IN_CARE,
  REASON_REQUIRED,
  REQUEST_WAITING,
} from '../../care/components/not-in-care';
import { PatientDetail } from './patient-detail';

/** A doctor whose care the patient is in. */
const inCare = (id = JANE_ID) =>
  doctorApi().on(`GET /api/care/access/${id}`, { body: { patient: id, access: 'care' } });

function renderDetail(api: MockApi, id = JANE_ID) {
  api
    .on(`GET /api/appointment/byPatient/${id}`, { body: [appointment()] })
    .on(`GET /api/foods/patient/${id}`, { body: [] })
    .on(`GET /api/sports/patient/${id}`, { body: [] });
  return renderWithProviders(<PatientDetail />, {
    route: `/doctor/patients/view/${id}`,
    path: '/doctor/patients/view/:id',
    session: doctorSession,
  });
}

afterEach(() => resetSession());

describe('Patient Details', () => {
  it('shows Personal Information, Medical Details, the appointments and the plans', async () => {
    renderDetail(inCare().on(`GET /api/patient/getPatient/${JANE_ID}`, { body: patient() }));
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
    expect(screen.getByRole('button', { name: 'Send a message' })).toBeVisible();
  });

  it('reads N/A for missing medical details', async () => {
    renderDetail(
      inCare().on(`GET /api/patient/getPatient/${JANE_ID}`, {
        body: { _id: JANE_ID, user: { _id: 'u', firstName: 'Jane', lastName: 'Cooper' } },
      }),
    );
    const medical = await screen.findByRole('region', { name: 'Medical Details' });
    expect(within(medical).getAllByText('N/A')).toHaveLength(5);
  });

  it("says 'Patient not found.' for someone else's patient (404)", async () => {
    renderDetail(
      doctorApi()
        .on(`GET /api/patient/getPatient/${JANE_ID}`, {
          status: 404,
          body: { message: 'Patient not found.' },
        })
        .on(`GET /api/care/access/${JANE_ID}`, {
          status: 404,
          body: { message: 'Patient not found.' },
        }),
    );
    expect(await screen.findByText('Patient not found.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Medical Details' })).not.toBeInTheDocument();
  });

  it('shows other failures as an error', async () => {
    renderDetail(inCare().on(`GET /api/patient/getPatient/${JANE_ID}`, { status: 500 }));
    expect(await screen.findByText('Error: Failed to fetch patient data.')).toBeVisible();
  });

  describe("a patient outside the doctor's care", () => {
    const outside = () =>
      doctorApi()
        .on(`GET /api/patient/getPatient/${JANE_ID}`, {
          status: 404,
          body: { message: 'Patient not found.' },
        })
        .on(`GET /api/care/access/${JANE_ID}`, {
          body: { patient: JANE_ID, access: 'none' },
        });

    it('says so and offers to ask them or to open the record in an emergency', async () => {
      renderDetail(outside());
      expect(await screen.findByRole('heading', { name: NOT_IN_CARE })).toBeVisible();
      expect(screen.getByRole('button', { name: ASK_TO_JOIN })).toBeEnabled();
      expect(screen.getByRole('button', { name: EMERGENCY_ACCESS })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'Medical Details' })).not.toBeInTheDocument();
    });

    it('asks the patient to join the care team and shows the answer', async () => {
      const api = outside().on('POST /api/care/request', {
        body: { message: 'Your request was sent. The patient will accept or decline it.' },
      });
      renderDetail(api);
      await userEvent.click(await screen.findByRole('button', { name: ASK_TO_JOIN }));
      expect(
        await screen.findByText('Your request was sent. The patient will accept or decline it.'),
      ).toBeVisible();
      expect(api.callsTo('POST /api/care/request')[0]?.body).toEqual({ patient: JANE_ID });
      // The access is asked again, so the screen knows the request is waiting.
      await waitFor(() => expect(api.callsTo(`GET /api/care/access/${JANE_ID}`)).toHaveLength(2));
    });

    it('shows a request already sent as waiting', async () => {
      renderDetail(
        outside().on(`GET /api/care/access/${JANE_ID}`, {
          body: { patient: JANE_ID, access: 'requested' },
        }),
      );
      expect(await screen.findByText(REQUEST_WAITING)).toBeVisible();
      expect(screen.getByRole('button', { name: ASK_TO_JOIN })).toBeDisabled();
    });

    it('needs a reason for emergency access, then opens the record with a banner', async () => {
      const user = userEvent.setup();
      const until = '2026-11-25T09:00:00.000Z';
      const api = outside();
      api.on('POST /api/care/emergency', () => {
        api
          .on(`GET /api/patient/getPatient/${JANE_ID}`, { body: patient() })
          .on(`GET /api/care/access/${JANE_ID}`, {
            body: { patient: JANE_ID, access: 'emergency', emergencyUntil: until },
          });
        return {
          status: 201,
          body: { patient: JANE_ID, access: 'emergency', emergencyUntil: until },
        };
      });
      renderDetail(api);
      await user.click(await screen.findByRole('button', { name: EMERGENCY_ACCESS }));
      const form = screen.getByRole('region', { name: 'Emergency access' });
      expect(form).toHaveTextContent(
        'Open this record for 24 hours to read it. Your access and its reason are recorded, and the patient and the administrators are told.',
      );
      await user.click(screen.getByRole('button', { name: 'Open record for 24 hours' }));
      expect(await screen.findByText(REASON_REQUIRED)).toBeVisible();
      expect(api.callsTo('POST /api/care/emergency')).toHaveLength(0);

      await user.type(screen.getByLabelText(/^Reason/), 'Unconscious in the emergency room');
      await user.click(screen.getByRole('button', { name: 'Open record for 24 hours' }));
      expect(api.callsTo('POST /api/care/emergency')[0]?.body).toEqual({
        patient: JANE_ID,
        reason: 'Unconscious in the emergency room',
      });
      expect(await screen.findByRole('region', { name: 'Medical Details' })).toBeVisible();
      const banner = screen.getAllByText(/^Emergency access until /)[0]!;
      expect(banner).toBeVisible();
      // Reading only: no plan buttons, no conversation (emergency access gives none).
      expect(screen.queryByRole('link', { name: 'Add Food Plan' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send a message' })).not.toBeInTheDocument();
    });
  });
});
