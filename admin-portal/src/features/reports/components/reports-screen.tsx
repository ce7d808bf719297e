import { useState } from 'react';
import {
  addDays,
  appointmentStatusLabel,
  Button,
  complaintStatusLabel,
  daysInRange,
  EmptyState,
  formatDate,
  formatRating,
  NA,
  notify,
  oneDecimal,
  PageHeader,
  parseCalendarDate,
  todayIso,
} from '@careconnect/shared-ui';
import { ListSummary, Stack, TwoColumns } from '../../../components/layout';
import { useSearchState } from '../../../lib/use-search-state';
import { DASHBOARD_ERROR, useAdminStats } from '../../dashboard/api/get-admin-stats';
import { EXPORT_ERROR, useExportAppointments } from '../api/export-appointments';
import { MAX_DAYS_PER_DAY_TABLE, useAppointmentsPerDay } from '../api/get-appointments-per-day';
import { useStatusCounts } from '../api/get-status-counts';
import { FiguresTable } from './figures-table';
import { RANGE_ERROR, RangeForm } from './range-form';

const FIGURES_ERROR = 'Failed to fetch report data';

function exportedMessage(count: number) {
  return count === 1 ? 'Exported 1 appointment.' : `Exported ${count} appointments.`;
}

/** Admin Reports (decisions.md): the dashboard's figures as tables for a period, and a CSV export. */
export function ReportsScreen() {
  const today = todayIso();
  const [params, setParams] = useSearchState({ from: addDays(today, -6), to: today });
  const range = { from: params.from, to: params.to };
  const valid =
    parseCalendarDate(range.from) !== null &&
    parseCalendarDate(range.to) !== null &&
    range.from <= range.to;
  const days = valid ? daysInRange(range.from, range.to) : 0;

  const statusCounts = useStatusCounts(range, valid);
  const perDay = useAppointmentsPerDay(range, valid);
  const stats = useAdminStats();
  const [progress, setProgress] = useState<string>('');
  const exporter = useExportAppointments((loaded, total) =>
    setProgress(`Exporting ${loaded} of ${total} appointments…`),
  );

  const runExport = async () => {
    setProgress('');
    try {
      const count = await exporter.mutateAsync(range);
      notify.success(exportedMessage(count));
      setProgress(exportedMessage(count));
    } catch {
      notify.error(EXPORT_ERROR);
      setProgress('');
    }
  };

  const periodText = valid ? `${formatDate(range.from)} – ${formatDate(range.to)}` : '';

  return (
    <>
      <PageHeader
        title="Reports"
        actions={
          <Button
            onClick={() => void runExport()}
            disabled={!valid}
            loading={exporter.isPending}
            loadingText="Exporting…"
          >
            Export CSV
          </Button>
        }
      />
      <RangeForm
        range={range}
        error={valid || !range.from || !range.to ? undefined : RANGE_ERROR}
        onChange={(next) => setParams(next)}
      />
      {progress ? <ListSummary aria-live="polite">{progress}</ListSummary> : null}
      <Stack>
        <TwoColumns>
          <FiguresTable
            caption={`Appointments by status, ${periodText}`}
            headers={['Status', 'Appointments']}
            rows={
              statusCounts.data
                ? [
                    ...statusCounts.data.byStatus.map((s) => ({
                      label: appointmentStatusLabel(s.status),
                      values: [s.count],
                    })),
                    { label: 'Total', values: [statusCounts.data.total] },
                    {
                      label: 'Average per day',
                      values: [days ? oneDecimal(statusCounts.data.total / days) : NA],
                    },
                  ]
                : undefined
            }
            loading={valid && statusCounts.isPending}
            error={statusCounts.isError ? FIGURES_ERROR : undefined}
            onRetry={() => void statusCounts.refetch()}
          />
          {days > MAX_DAYS_PER_DAY_TABLE ? (
            <EmptyState
              message={`Choose at most ${MAX_DAYS_PER_DAY_TABLE} days to see appointments per day.`}
            />
          ) : (
            <FiguresTable
              caption={`Appointments per day, ${periodText}`}
              headers={['Date', 'Appointments']}
              rows={perDay.data?.map((d) => ({ label: formatDate(d.date), values: [d.count] }))}
              loading={valid && perDay.isPending}
              error={perDay.isError ? FIGURES_ERROR : undefined}
              onRetry={() => void perDay.refetch()}
            />
          )}
        </TwoColumns>
        <TwoColumns>
          <FiguresTable
            caption="People (today)"
            headers={['Group', 'Count']}
            rows={
              stats.data
                ? [
                    { label: 'Patients', values: [stats.data.patients] },
                    { label: 'Doctors', values: [stats.data.doctors] },
                    { label: 'Doctors awaiting approval', values: [stats.data.pendingDoctors] },
                  ]
                : undefined
            }
            loading={stats.isPending}
            error={stats.isError ? DASHBOARD_ERROR : undefined}
            onRetry={() => void stats.refetch()}
          />
          <FiguresTable
            caption="Health complaints by status (all time)"
            headers={['Status', 'Complaints']}
            rows={
              stats.data
                ? [
                    ...stats.data.health.byStatus.map((s) => ({
                      label: complaintStatusLabel(s.status),
                      values: [s.count],
                    })),
                    { label: 'Total', values: [stats.data.health.total] },
                  ]
                : undefined
            }
            loading={stats.isPending}
            error={stats.isError ? DASHBOARD_ERROR : undefined}
            onRetry={() => void stats.refetch()}
          />
        </TwoColumns>
        <FiguresTable
          caption="Nutrition and sports ratings (all time)"
          headers={['Plan type', 'Plans', 'Ratings', 'Latest rating', 'Average rating']}
          rows={
            stats.data
              ? (
                  [
                    ['Nutrition', stats.data.nutrition],
                    ['Sports', stats.data.sports],
                  ] as const
                ).map(([label, r]) => ({
                  label,
                  values: [
                    r.plans,
                    r.ratings,
                    formatRating(r.latestRating),
                    r.averageRating === null ? NA : `${r.averageRating}/5`,
                  ],
                }))
              : undefined
          }
          loading={stats.isPending}
          error={stats.isError ? DASHBOARD_ERROR : undefined}
          onRetry={() => void stats.refetch()}
        />
      </Stack>
    </>
  );
}
