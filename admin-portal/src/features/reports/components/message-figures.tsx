import { MESSAGE_STATS_ERROR, useMessageStats } from '../api/get-message-stats';
import { FiguresTable } from './figures-table';

/** The Messages figure of Reports: how many messages patients and doctors exchanged. */
export function MessageFigures() {
  const stats = useMessageStats();
  return (
    <FiguresTable
      caption="Messages"
      headers={['Period', 'Messages']}
      rows={
        stats.data
          ? [
              { label: 'All time', values: [stats.data.total] },
              { label: 'Last 30 days', values: [stats.data.last30Days] },
            ]
          : undefined
      }
      loading={stats.isPending}
      error={stats.isError ? MESSAGE_STATS_ERROR : undefined}
      onRetry={() => void stats.refetch()}
    />
  );
}
