// Loaded lazily by the dashboard: the chart code (and apexcharts behind it) is never part of a
// first load.
import {
  AppointmentsLineChart,
  PeopleDoughnutChart,
  StatusBarChart,
} from '@careconnect/shared-ui/charts';
import { HEALTH_COMPLAINTS_CHART_TITLE } from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';

/** The three charts, drawn in the dashboard's chart grid. */
export function DashboardCharts({ stats }: { stats: AdminStats }) {
  return (
    <>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart title={HEALTH_COMPLAINTS_CHART_TITLE} statuses={stats.health.byStatus} />
      <PeopleDoughnutChart doctors={stats.doctors} patients={stats.patients} />
    </>
  );
}

export default DashboardCharts;
