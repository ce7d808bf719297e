import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  APPOINTMENTS_CHART_TITLE,
  ChartPlaceholder,
  ErrorState,
  HEALTH_COMPLAINTS_CHART_TITLE,
  PageHeader,
  PEOPLE_CHART_TITLE,
  usePreloadAfterPaint,
  useSession,
  VisuallyHidden,
} from '@careconnect/shared-ui';
import { Stack } from '../../../components/layout';
import type { AdminStats } from '../../../lib/api-types';
import { DASHBOARD_ERROR, useAdminStats } from '../api/get-admin-stats';
import { SummaryCards } from './summary-cards';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);

const ChartGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const chartPlaceholders = (
  <>
    <ChartPlaceholder title={APPOINTMENTS_CHART_TITLE} />
    <ChartPlaceholder title={HEALTH_COMPLAINTS_CHART_TITLE} />
    <ChartPlaceholder title={PEOPLE_CHART_TITLE} />
  </>
);

export const NO_TOKEN = 'No authentication token found';

/**
 * The cards and charts; without `stats` (still on their way) the same frame with placeholders,
 * so the page paints at once and nothing moves when the figures arrive.
 */
function Figures({ stats }: { stats?: AdminStats }) {
  const loading = !stats;
  return (
    <Stack aria-busy={loading || undefined}>
      {loading ? (
        <VisuallyHidden role="status" aria-label="Loading dashboard">
          Loading dashboard
        </VisuallyHidden>
      ) : null}
      <SummaryCards stats={stats} />
      <ChartGrid>
        {stats ? (
          <Suspense fallback={chartPlaceholders}>
            <DashboardCharts stats={stats} />
          </Suspense>
        ) : (
          chartPlaceholders
        )}
      </ChartGrid>
    </Stack>
  );
}

/** Spec §2 admin dashboard: six cards and three charts from GET /api/stats/admin. */
export function DashboardScreen({ title }: { title: string }) {
  // The charts' code (a few KB) is fetched once the frame has painted, while the figures are on
  // their way; apexcharts itself only when a chart draws (fetched before the first paint, its
  // 150 KB delayed it: Lighthouse LCP 5.0 s against 3.6 s).
  usePreloadAfterPaint(loadCharts);
  const token = useSession((s) => s.token);
  const stats = useAdminStats(Boolean(token));

  let content;
  if (!token) content = <ErrorState message={NO_TOKEN} />;
  else if (stats.isPending) content = <Figures />;
  else if (stats.isError)
    content = <ErrorState message={DASHBOARD_ERROR} onRetry={() => void stats.refetch()} />;
  else content = <Figures stats={stats.data} />;

  return (
    <>
      <PageHeader title={title} />
      {content}
    </>
  );
}
