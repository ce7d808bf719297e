import { formatDate } from '@careconnect/shared-ui';
import type { NoShowFigures as Figures } from '../../../lib/api-types';
import { TwoColumns } from '../../../components/layout';
import type { DateRange } from '../api/keys';
import { NO_SHOWS_ERROR, useNoShows } from '../api/get-no-shows';
import { periodText } from '../api/report-tables';
import { FiguresTable, type FigureRow } from './figures-table';
import { rateText } from './rate-text';

// Visits: those with an outcome (completed or missed); the caption's period says which.
const HEADERS = ['Visits', 'No-shows', 'Rate'] as const;

const values = (count: { outcomes: number; noShows: number; rate: number | null }) => [
  count.outcomes,
  count.noShows,
  rateText(count.rate),
];

export function weekRows(figures: Figures): FigureRow[] {
  return figures.byWeek.map((week) => ({
    label: `Week of ${formatDate(week.week)}`,
    values: values(week),
  }));
}

export function doctorRows(figures: Figures): FigureRow[] {
  return [
    ...figures.byDoctor.map((doctor) => ({
      label: `Dr. ${doctor.firstName} ${doctor.lastName}`,
      values: values(doctor),
    })),
    { label: 'All doctors', values: values(figures) },
  ];
}

/**
 * The no-show figures of Reports: of the visits completed or missed in the period (by appointment
 * date), the share the patient missed, per week and per doctor (GET /api/stats/admin/no-shows).
 */
export function NoShowFigures({ range, enabled }: { range: DateRange; enabled: boolean }) {
  const figures = useNoShows(range, enabled);
  const common = {
    loading: enabled && figures.isPending,
    error: figures.isError ? NO_SHOWS_ERROR : undefined,
    onRetry: () => void figures.refetch(),
  };
  return (
    <TwoColumns>
      <FiguresTable
        caption={`No-shows per week, ${periodText(range)}`}
        headers={['Week', ...HEADERS]}
        rows={figures.data ? weekRows(figures.data) : undefined}
        {...common}
      />
      <FiguresTable
        caption={`No-shows per doctor, ${periodText(range)}`}
        headers={['Doctor', ...HEADERS]}
        rows={figures.data ? doctorRows(figures.data) : undefined}
        {...common}
      />
    </TwoColumns>
  );
}
