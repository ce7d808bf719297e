// Loaded lazily by the dashboard: the chart code (and apexcharts behind it) is never part of a
// first load.
import { AppointmentsLineChart, StatusBarChart } from '@careconnect/shared-ui/charts';
import type { PatientStats } from '../../../lib/api-types';

export interface DashboardChartsProps {
  stats: PatientStats;
}

/** The two charts, drawn in the dashboard's chart grid. */
export default function DashboardCharts({ stats }: DashboardChartsProps) {
  return (
    <>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart statuses={stats.health.byStatus} />
    </>
  );
}
