import type { WaitlistFigures as Figures } from '../../../lib/api-types';
import {
  useWaitlistFigures,
  WAITLIST_FIGURES_DAYS,
  WAITLIST_FIGURES_ERROR,
} from '../api/get-waitlist-figures';
import { FiguresTable, type FigureRow } from './figures-table';

const days = (value: number | null) => (value === null ? 'N/A' : `${value} days`);

export function waitlistRows(figures: Figures): FigureRow[] {
  return [
    { label: 'Patients waiting now', values: [figures.waiting] },
    { label: 'Offers sent', values: [figures.sent] },
    { label: 'Accepted', values: [figures.accepted] },
    { label: 'Declined', values: [figures.declined] },
    { label: 'Expired unanswered', values: [figures.expired] },
    { label: 'Taken by another patient', values: [figures.taken] },
    { label: 'Waiting for an answer', values: [figures.open] },
    { label: 'Days gained in all', values: [days(figures.daysGained)] },
    { label: 'Days gained (median)', values: [days(figures.medianDaysGained)] },
  ];
}

/** Earlier-time offers on Reports: what went out, what came of it, and the days gained. */
export function WaitlistFigures() {
  const figures = useWaitlistFigures();
  return (
    <FiguresTable
      caption="Earlier-time offers"
      headers={['Figure', `Last ${WAITLIST_FIGURES_DAYS} days`]}
      rows={figures.data ? waitlistRows(figures.data) : undefined}
      loading={figures.isPending}
      error={figures.isError ? WAITLIST_FIGURES_ERROR : undefined}
      onRetry={() => void figures.refetch()}
    />
  );
}
