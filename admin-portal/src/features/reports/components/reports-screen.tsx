import { useState } from 'react';
import {
  addDays,
  Button,
  daysInRange,
  EmptyState,
  notify,
  PageHeader,
  parseCalendarDate,
  todayIso,
  Stack,
  useListState,
} from '@careconnect/shared-ui';
import { downloadText } from '../../../lib/csv';
import { ListSummary, TwoColumns } from '../../../components/layout';
import { EXPORT_ERROR, useExportAppointments } from '../api/export-appointments';
import { REPORT_ERROR, useReport } from '../api/get-report';
import type { DateRange } from '../api/keys';
import type { AdminStats } from '../../../lib/api-types';
import {
  EMPTY_REPORT,
  healthTable,
  MAX_DAYS_PER_DAY_TABLE,
  peopleTable,
  perDayTable,
  ratingsTable,
  reportCsv,
  reportFileName,
  statusTable,
  type ReportTable,
} from '../api/report-tables';
import { FiguresTable } from './figures-table';
import { MessageFigures } from './message-figures';
import { WaitlistFigures } from './waitlist-figures';
import { WaitlistSettingsCard } from './waitlist-settings';
import { NoShowFigures } from './no-show-figures';
import { RANGE_ERROR, RangeForm } from './range-form';

export const FIGURES_EXPORTED = 'Exported the report figures.';

function exportedMessage(count: number) {
  return count === 1 ? 'Exported 1 appointment.' : `Exported ${count} appointments.`;
}

/**
 * Admin Reports (spec §2; docs/decisions/administrator-area.md): every figure of the dashboard
 * for a period, as tables, from one call (GET /api/stats/admin?from&to); the figures and the
 * period's appointments export as CSV.
 */
export function ReportsScreen() {
  const today = todayIso();
  const { filters, setFilters } = useListState({
    defaults: { from: addDays(today, -6), to: today },
  });
  const range: DateRange = { from: filters.from, to: filters.to };
  const valid =
    parseCalendarDate(range.from) !== null &&
    parseCalendarDate(range.to) !== null &&
    range.from <= range.to;
  const days = valid ? daysInRange(range.from, range.to) : 0;

  const report = useReport(range, valid);
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

  const exportFigures = () => {
    if (!report.data) return;
    downloadText(reportFileName(range), reportCsv(report.data, range));
    notify.success(FIGURES_EXPORTED);
  };

  /** One table of the report, with the call's loading and error states. */
  const table = (make: (data: AdminStats) => ReportTable) => {
    const made = make(report.data ?? EMPTY_REPORT);
    return (
      <FiguresTable
        caption={made.caption}
        headers={made.headers}
        rows={report.data ? made.rows : undefined}
        loading={valid && report.isPending}
        error={report.isError ? REPORT_ERROR : undefined}
        onRetry={() => void report.refetch()}
      />
    );
  };

  return (
    <Stack>
      <PageHeader
        title="Reports"
        actions={
          <>
            <Button variant="secondary" onClick={exportFigures} disabled={!valid || !report.data}>
              Export figures CSV
            </Button>
            <Button
              onClick={() => void runExport()}
              disabled={!valid}
              loading={exporter.isPending}
              loadingText="Exporting…"
            >
              Export CSV
            </Button>
          </>
        }
      />
      <div>
        <RangeForm
          range={range}
          error={valid || !range.from || !range.to ? undefined : RANGE_ERROR}
          onChange={(next) => setFilters(next, { replace: true })}
        />
        {progress ? <ListSummary aria-live="polite">{progress}</ListSummary> : null}
        {valid ? (
          <Stack>
            <TwoColumns>
              {table((data) => statusTable(data, range))}
              {days > MAX_DAYS_PER_DAY_TABLE ? (
                <EmptyState
                  message={`Choose at most ${MAX_DAYS_PER_DAY_TABLE} days to see appointments per day.`}
                />
              ) : (
                table((data) => perDayTable(data, range))
              )}
            </TwoColumns>
            <TwoColumns>
              {table(peopleTable)}
              {table((data) => healthTable(data, range))}
            </TwoColumns>
            <TwoColumns>
              {table((data) => ratingsTable(data, range))}
              <MessageFigures />
            </TwoColumns>
            <NoShowFigures range={range} enabled={valid} />
            <TwoColumns>
              <WaitlistFigures />
              <WaitlistSettingsCard />
            </TwoColumns>
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
