import { act, screen, waitFor } from '@testing-library/react';
import { createQueryClient, sessionStore } from '@careconnect/shared-ui';
import {
  fixtures,
  mockApi,
  renderWithProviders,
  resetSession,
} from '@careconnect/shared-ui/testing';
import {
  appointment,
  PATIENT_ID,
  patientRoute,
  patientSession,
  stats,
  USER_ID,
} from '../../../testing/fixtures';
import { PatientDashboard } from '../components/patient-dashboard';
import { askDashboardQuestions } from './ask-dashboard-questions';

jest.mock('@careconnect/shared-ui/charts', () => ({
  AppointmentsLineChart: () => <section aria-label="Appointments in the last 7 days" />,
  StatusBarChart: () => <section aria-label="Health by Status" />,
}));

afterEach(() => act(() => resetSession()));

const RECORD = `GET /api/patient/getPatientByUser/${USER_ID}`;
const NEXT = `GET /api/appointment/byUser/${USER_ID}`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function signIn(session: typeof patientSession) {
  act(() => sessionStore.getState().signIn({ token: session.token, user: session.user }));
}

describe('askDashboardQuestions', () => {
  it('asks before the dashboard is drawn, and the dashboard asks nothing again', async () => {
    const api = mockApi({
      ...patientRoute,
      'GET /api/stats/patient/:patientId': { body: stats },
      'GET /api/appointment/byUser/:userId': {
        body: [appointment({ start: inHours(100), status: 'confirmed' })],
        total: 1,
      },
    });
    signIn(patientSession);
    const client = createQueryClient({ retry: false });
    expect(askDashboardQuestions('/patient/dashboard', client)).toBe(true);
    await waitFor(() => expect(api.callsTo(NEXT)).toHaveLength(1));
    expect(api.callsTo(RECORD)).toHaveLength(1);

    renderWithProviders(<PatientDashboard />, { queryClient: client });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading dashboard' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`GET /api/stats/patient/${PATIENT_ID}`)).toHaveLength(1);
    expect(api.callsTo(NEXT)).toHaveLength(1);
    expect(api.callsTo(RECORD)).toHaveLength(1);
  });

  it('asks on the dashboard and the area’s own address only, for a signed-in patient', () => {
    mockApi(patientRoute);
    const client = createQueryClient({ retry: false });
    expect(askDashboardQuestions('/patient/dashboard', client)).toBe(false);
    signIn(fixtures.sessions.doctor);
    expect(askDashboardQuestions('/patient/dashboard', client)).toBe(false);
    act(() => resetSession());
    signIn(patientSession);
    expect(askDashboardQuestions('/patient/appointments', client)).toBe(false);
    expect(askDashboardQuestions('/patient/dashboard/x', client)).toBe(false);
    expect(askDashboardQuestions('/patient', client)).toBe(true);
  });
});
