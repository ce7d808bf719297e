import type { QueryClient } from '@tanstack/react-query';
import { queryClient, sessionStore, todayIso } from '@careconnect/shared-ui';
import { myAppointmentsQuery } from '../../appointments/api/get-appointments';
import { patientByUserQuery } from '../../patient/api/get-patient-by-user';
import { upcomingList } from '../components/next-appointment-rules';

const DASHBOARD_PATHS = new Set(['/patient', '/patient/', '/patient/dashboard']);

/**
 * The dashboard's first two questions (the patient's record, the next appointments), asked as the
 * area's code runs when the page opens on the dashboard. Left to the dashboard, they would go out
 * only once React had drawn the area's layout and the dashboard's frame, which takes a while on a
 * phone's CPU, and the page's largest text (the next appointment) waits for their answers. The
 * dashboard's queries have the same keys: they take the answers on their way or in the cache.
 * Returns whether it asked (only for a signed-in patient).
 */
export function askDashboardQuestions(pathname: string, client: QueryClient = queryClient) {
  const { userId, token, role } = sessionStore.getState();
  if (!DASHBOARD_PATHS.has(pathname) || !userId || !token || role !== 'patient') return false;
  void client.prefetchQuery(patientByUserQuery(userId));
  void client.prefetchQuery(myAppointmentsQuery(userId, upcomingList(todayIso())));
  return true;
}
