import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import type { Previsit } from '../../../lib/api-types';
import {
  appointment,
  PATIENT_ID,
  patientRoute,
  USER_ID,
  patientSession,
  stats,
} from '../../../testing/fixtures';
import { NEXT_APPOINTMENT_TITLE } from './next-appointment';
import { PatientDashboard } from './patient-dashboard';

jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: () => <section aria-label="Appointments in the last 7 days" />,
  StatusBarChart: () => <section aria-label="Health by Status" />,
}));

afterEach(() => act(() => resetSession()));

// The list is asked for by the signed-in user: it does not wait for the patient's record.
const BY_USER = 'GET /api/appointment/byUser/:userId';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function previsit(
  questionnaire: Partial<Previsit['questionnaire']>,
  checkIn: Partial<Previsit['checkIn']>,
): Previsit {
  return {
    appointment: appointment()._id,
    patient: PATIENT_ID,
    start: inHours(20),
    questionnaire: {
      state: 'open',
      opensAt: inHours(-52),
      status: 'notStarted',
      version: 1,
      questions: [],
      answers: {},
      ...questionnaire,
    },
    checkIn: {
      state: 'open',
      opensAt: inHours(-4),
      details: { phoneNumber: '', address: '', insuranceProvider: '', insuranceMemberNumber: '' },
      ...checkIn,
    },
  };
}

describe("the patient's home: the next appointment first", () => {
  it('shows the next live appointment before the figures, with its states and actions', async () => {
    const next = appointment({ start: inHours(20), status: 'confirmed' });
    const api = mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': { body: stats },
      [BY_USER]: {
        // A past one still listed (the day has not ended) comes first: it is skipped.
        body: [appointment({ _id: 'earlier', start: inHours(-1) }), next],
        total: 2,
      },
      'GET /api/appointments/:id/previsit': {
        body: previsit({ status: 'submitted' }, { state: 'open' }),
      },
      'PATCH /api/appointment/patient-confirmation/:id': {
        body: { ...next, patientConfirmedAt: inHours(0) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    const card = await screen.findByRole('region', { name: NEXT_APPOINTMENT_TITLE });
    // Before the figures in the page's order.
    const figures = screen.getByText('My Appointments');
    expect(card.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).toHaveTextContent('November 24, 2026, 10:00 AM - 10:30 AM');
    expect(card).toHaveTextContent('Dr. Gregory Smith · Cardiology · Chest pain');
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(await within(card).findByText('Sent')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Check in' })).toHaveAttribute(
      'href',
      `/patient/appointments/view/${next._id}`,
    );
    expect(within(card).getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
      'href',
      `/patient/appointments/view/${next._id}?action=reschedule`,
    );
    expect(within(card).getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/patient/appointments/view/${next._id}?action=cancel`,
    );
    const query = api.callsTo(`GET /api/appointment/byUser/${USER_ID}`)[0]!.query;
    expect([query.get('when'), query.get('order')]).toEqual(['upcoming', 'soonest']);

    await user.click(
      within(card).getByRole('button', {
        name: 'Confirm that you will come to the appointment with Dr. Gregory Smith',
      }),
    );
    expect(
      await screen.findByText('Thank you: your appointment is confirmed.'),
    ).toBeInTheDocument();
  });

  it('asks nothing of the questionnaire more than 72 hours ahead', async () => {
    const far = appointment({ _id: 'far', start: inHours(100) });
    const api = mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': { body: stats },
      [BY_USER]: { body: [far], total: 1 },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    const card = await screen.findByRole('region', { name: NEXT_APPOINTMENT_TITLE });
    expect(within(card).getByRole('button', { name: /^Confirm that you will come/ })).toBeVisible();
    expect(within(card).queryByText('Questionnaire')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/appointments/far/previsit')).toHaveLength(0);
  });

  it('shows no card, and the figures, when the list answers something that is not a list', async () => {
    mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': { body: stats },
      [BY_USER]: { body: {} },
    });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(await screen.findByText('My Appointments')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NEXT_APPOINTMENT_TITLE })).not.toBeInTheDocument();
  });

  it('shows no card without an upcoming appointment', async () => {
    mockApi({ ...patientRoute, 'GET /api/stats/patient/:patientId': { body: stats } });
    renderWithProviders(<PatientDashboard />, { session: patientSession });
    expect(await screen.findByText('My Appointments')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NEXT_APPOINTMENT_TITLE })).not.toBeInTheDocument();
  });
});
