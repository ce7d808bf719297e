import styled from 'styled-components';
import { AppointmentsLineChart, StatusBarChart } from '@careconnect/shared-ui/charts';
import type { DoctorStats } from '../../../lib/api-types';

const Grid = styled.div`
  display: grid;
  /* minmax(0, …): a chart's drawing never widens its column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
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
