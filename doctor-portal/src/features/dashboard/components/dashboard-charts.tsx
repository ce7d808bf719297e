import styled from 'styled-components';
import { AppointmentsLineChart, StatusBarChart } from '@careconnect/shared-ui/charts';
import type { DoctorStats } from '../../../lib/api-types';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The dashboard's two charts (loaded with their own chunk, after the figures). */
export default function DashboardCharts({ stats }: { stats: DoctorStats }) {
  return (
    <Grid>
      <AppointmentsLineChart days={stats.appointments.last7Days} />
      <StatusBarChart statuses={stats.health.byStatus} />
    </Grid>
  );
}
