import { lazy, Suspense, useEffect } from 'react';
import { ErrorState, PageHeader, Spinner, useSession } from '@careconnect/shared-ui';
import { preloadChartLibrary } from '@careconnect/shared-ui/charts';
import { Stack } from '../../../components/layout';
import { DASHBOARD_ERROR, useAdminStats } from '../api/get-admin-stats';
import { SummaryCards } from './summary-cards';

const loadCharts = () => import('./dashboard-charts');
const DashboardCharts = lazy(loadCharts);

/** The chart code and apexcharts download while the figures are fetched, not after them. */
function usePreloadedCharts(): void {
  useEffect(() => {
    // The kit's charts entry is a shared singleton: an older copy deployed with another app may
    // not have the preload yet.
    if (typeof preloadChartLibrary === 'function') preloadChartLibrary();
    loadCharts().catch(() => undefined); // a failed chunk shows in the charts' own boundary
  }, []);
}

export const NO_TOKEN = 'No authentication token found';

/** Spec §2 admin dashboard: six cards and three charts from GET /api/stats/admin. */
export function DashboardScreen({ title }: { title: string }) {
  usePreloadedCharts();
  const token = useSession((s) => s.token);
  const stats = useAdminStats(Boolean(token));

  let content;
  if (!token) content = <ErrorState message={NO_TOKEN} />;
  else if (stats.isPending) content = <Spinner label="Loading dashboard" />;
  else if (stats.isError)
    content = <ErrorState message={DASHBOARD_ERROR} onRetry={() => void stats.refetch()} />;
  else
    content = (
      <Stack>
        <SummaryCards stats={stats.data} />
        <Suspense fallback={<Spinner label="Loading charts" />}>
          <DashboardCharts stats={stats.data} />
        </Suspense>
      </Stack>
    );

  return (
    <>
      <PageHeader title={title} />
      {content}
    </>
  );
}
