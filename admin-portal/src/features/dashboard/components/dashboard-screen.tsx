import { lazy } from 'react';
import {
  APPOINTMENTS_CHART_TITLE,
  DashboardFigures,
  ErrorState,
  HEALTH_COMPLAINTS_CHART_TITLE,
  PageHeader,
  PEOPLE_CHART_TITLE,
  usePreloadAfterPaint,
  useSession,
  Stack,
} from '@careconnect/shared-ui';
import type { AdminStats } from '../../../lib/api-types';
import { FailedReminders } from '../../reminders/components/failed-reminders';
import { DASHBOARD_ERROR, useAdminStats } from '../api/get-admin-stats';
import { NoShowSummary } from './no-show-summary';
import { SummaryCards } from './summary-cards';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);
const CHART_TITLES = [APPOINTMENTS_CHART_TITLE, HEALTH_COMPLAINTS_CHART_TITLE, PEOPLE_CHART_TITLE];

export const NO_TOKEN = 'No authentication token found';

/** The cards and charts; without `stats` (still on their way) the same frame with placeholders. */
function Figures({ stats }: { stats?: AdminStats }) {
  return (
    <DashboardFigures
      loading={!stats}
      cards={<SummaryCards stats={stats} />}
      chartTitles={CHART_TITLES}
      charts={stats ? <DashboardCharts stats={stats} /> : null}
    />
  );
}

/**
 * Spec §2 admin dashboard: six cards and three charts from GET /api/stats/admin; above them,
 * reminders that could not be sent, when there are some.
 */
export function DashboardScreen({ title }: { title: string }) {
  // The charts' code (small) is fetched once the frame has painted, while the figures are on
  // their way; apexcharts itself only when a chart draws (it is large: fetched before the first
  // paint, it would hold that paint back).
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
    <Stack>
      <PageHeader title={title} />
      <div>
        {token ? <FailedReminders /> : null}
        {content}
        {token ? <NoShowSummary /> : null}
      </div>
    </Stack>
  );
}
