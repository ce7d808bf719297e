import { lazy, Suspense } from 'react';
import { ErrorState, PageHeader, Spinner, useSession } from '@careconnect/shared-ui';
import { Stack } from '../../../components/layout';
import { DASHBOARD_ERROR, useAdminStats } from '../api/get-admin-stats';
import { SummaryCards } from './summary-cards';

const DashboardCharts = lazy(() => import('./dashboard-charts'));

export const NO_TOKEN = 'No authentication token found';

/** Spec §2 admin dashboard: six cards and three charts from GET /api/stats/admin. */
export function DashboardScreen({ title }: { title: string }) {
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
