// Loaded lazily by the dashboard: the chart code (and apexcharts behind it) is fetched only
// once the figures are there.
import styled from 'styled-components';
import {
  AppointmentsLineChart,
  PeopleDoughnutChart,
  StatusBarChart,
} from '@careconnect/shared-ui/charts';
import type { AdminStats } from '../../../lib/api-types';

const ChartGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export function DashboardCharts({ stats }: { stats: AdminStats }) {
  return (
    <ChartGrid>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart title="Health Complaints by Status" statuses={stats.health.byStatus} />
      <PeopleDoughnutChart doctors={stats.doctors} patients={stats.patients} />
    </ChartGrid>
  );
}

export default DashboardCharts;
