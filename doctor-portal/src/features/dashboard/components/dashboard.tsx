import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  APPOINTMENTS_CHART_TITLE,
  ChartPlaceholder,
  complaintStatusLabel,
  ErrorState,
  HEALTH_CHART_TITLE,
  SummaryCard,
  usePreloadAfterPaint,
  VisuallyHidden,
} from '@careconnect/shared-ui';
import { Stack } from '../../../components/stack';
import type { Doctor, DoctorStats } from '../../../lib/api-types';
import { ApprovalBanner } from '../../doctor/components/approval-banner';
import { DoctorScreen, isAwaitingApproval } from '../../doctor/components/doctor-screen';
import { useDoctorStats } from '../api/get-doctor-stats';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Charts = styled.div`
  display: grid;
  /* minmax(0, …): a chart's drawing never widens its column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const chartPlaceholders = (
  <>
    <ChartPlaceholder title={APPOINTMENTS_CHART_TITLE} />
    <ChartPlaceholder title={HEALTH_CHART_TITLE} />
  </>
);

/**
 * The cards and charts; without `stats` (still on their way) the same frame with placeholders,
 * so the page paints at once and nothing moves when the figures arrive.
 */
function Figures({ stats }: { stats?: DoctorStats }) {
  const loading = !stats;
  return (
    <Stack aria-busy={loading || undefined}>
      {loading ? (
        <VisuallyHidden role="status" aria-label="Loading dashboard">
          Loading dashboard
        </VisuallyHidden>
      ) : null}
      <Cards>
        <SummaryCard
          title="My Patients"
          loading={loading}
          value={stats?.patients}
          to="/doctor/patients"
        />
        <SummaryCard
          title="My Appointments"
          loading={loading}
          value={stats?.appointments.total}
          subtitle={stats ? `Average ${stats.appointments.averagePerDay.toFixed(1)} per day` : ''}
          to="/doctor/appointments"
        />
        <SummaryCard
          title="Patient Health Issues"
          loading={loading}
          value={stats?.health.total}
          subtitle={
            stats
              ? `Top status: ${stats.health.topStatus ? complaintStatusLabel(stats.health.topStatus) : 'N/A'}`
              : ''
          }
          to="/doctor/health"
        />
      </Cards>
      <Charts>
        {stats ? (
          <Suspense fallback={chartPlaceholders}>
            <DashboardCharts stats={stats} />
          </Suspense>
        ) : (
          chartPlaceholders
        )}
      </Charts>
    </Stack>
  );
}

function DashboardContent({ doctor }: { doctor: Doctor }) {
  const stats = useDoctorStats(doctor._id);
  if (stats.isPending) return <Figures />;
  if (stats.isError) {
    if (isAwaitingApproval(stats.error)) return <ApprovalBanner message={stats.error.message} />;
    return (
      <ErrorState
        message={`Error: ${stats.error.message || 'Failed to fetch dashboard data'}`}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return <Figures stats={stats.data} />;
}

/** Doctor Dashboard (spec §2): the doctor's figures and the two charts. */
export function Dashboard() {
  // The charts' code (a few KB) is fetched once the frame has painted, while the figures are on
  // their way; apexcharts itself only when a chart draws (fetched before the first paint, its
  // 150 KB delayed it: Lighthouse LCP 5.0 s against 3.6 s).
  usePreloadAfterPaint(loadCharts);
  return (
    <DoctorScreen title="Doctor Dashboard" pending={<Figures />}>
      {(doctor) => <DashboardContent doctor={doctor} />}
    </DoctorScreen>
  );
}
