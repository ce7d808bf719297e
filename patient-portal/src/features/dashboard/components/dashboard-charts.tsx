// Loaded lazily by the dashboard: the chart code (and apexcharts behind it) is never part of a
// first load.
import styled from 'styled-components';
import { AppointmentsLineChart, StatusBarChart } from '@careconnect/shared-ui/charts';
import type { PatientStats } from '../../../lib/api-types';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export interface DashboardChartsProps {
  stats: PatientStats;
}

export default function DashboardCharts({ stats }: DashboardChartsProps) {
  return (
    <Grid>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart statuses={stats.health.byStatus} />
    </Grid>
  );
}
