import { AppointmentsLineChart, StatusBarChart } from '@careconnect/shared-ui/charts';
import type { DoctorStats } from '../../../lib/api-types';

/** The dashboard's two charts (their own chunk), drawn in the dashboard's chart grid. */
export default function DashboardCharts({ stats }: { stats: DoctorStats }) {
  return (
    <>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart statuses={stats.health.byStatus} />
    </>
  );
}
