import {
  addDays,
  appointmentStatusLabel,
  complaintStatusLabel,
  daysInRange,
  formatDate,
  formatRating,
  NA,
  oneDecimal,
} from '@careconnect/shared-ui';
import { APPOINTMENT_STATUSES, type AdminStats } from '../../../lib/api-types';
import { toCsv } from '../../../lib/csv';
import type { DateRange } from './keys';

/** The per-day table has one row per day, so it is offered for at most this many days. */
export const MAX_DAYS_PER_DAY_TABLE = 31;

const noRatings = { plans: 0, ratings: 0, latestRating: null, averageRating: null };

/** A report without figures: the tables' captions and headers while the figures load. */
export const EMPTY_REPORT: AdminStats = {
  patients: 0,
  doctors: 0,
  pendingDoctors: 0,
  appointments: { total: 0, last7Days: [], averagePerDay: 0, byStatus: [], upcoming: 0 },
  health: { total: 0, byStatus: [], topStatus: null },
  nutrition: noRatings,
  sports: noRatings,
};

export interface ReportTable {
  /** The table's heading (and accessible name). */
  caption: string;
  /** The first column's header, then one per value. */
  headers: [string, ...string[]];
  rows: { label: string; values: (string | number)[] }[];
}

export function periodText(range: DateRange): string {
  return `${formatDate(range.from)} – ${formatDate(range.to)}`;
}

/** Appointments of the period by status: every status (0 when none), the total and the average. */
export function statusTable(report: AdminStats, range: DateRange): ReportTable {
  const counts = new Map(report.appointments.byStatus.map((s) => [s.status, s.count]));
  return {
    caption: `Appointments by status, ${periodText(range)}`,
    headers: ['Status', 'Appointments'],
    rows: [
      ...APPOINTMENT_STATUSES.map((status) => ({
        label: appointmentStatusLabel(status),
        values: [counts.get(status) ?? 0],
      })),
      { label: 'Total', values: [report.appointments.total] },
      {
        label: 'Average per day',
        values: [
          daysInRange(range.from, range.to) ? oneDecimal(report.appointments.averagePerDay) : NA,
        ],
      },
    ],
  };
}

/** Every day of the period, oldest first (the server leaves out days without appointments). */
export function perDayTable(report: AdminStats, range: DateRange): ReportTable {
  const counts = new Map((report.appointments.byDay ?? []).map((d) => [d.date, d.count]));
  const days = daysInRange(range.from, range.to);
  return {
    caption: `Appointments per day, ${periodText(range)}`,
    headers: ['Date', 'Appointments'],
    rows: Array.from({ length: days }, (_, i) => {
      const date = addDays(range.from, i);
      return { label: formatDate(date), values: [counts.get(date) ?? 0] };
    }),
  };
}

export function peopleTable(report: AdminStats): ReportTable {
  return {
    caption: 'People (today)',
    headers: ['Group', 'Count'],
    rows: [
      { label: 'Patients', values: [report.patients] },
      { label: 'Doctors', values: [report.doctors] },
      { label: 'Doctors awaiting approval', values: [report.pendingDoctors] },
    ],
  };
}

/** Health complaints made in the period, by their status now. */
export function healthTable(report: AdminStats, range: DateRange): ReportTable {
  return {
    caption: `Health complaints by status, ${periodText(range)}`,
    headers: ['Status', 'Complaints'],
    rows: [
      ...report.health.byStatus.map((s) => ({
        label: complaintStatusLabel(s.status),
        values: [s.count],
      })),
      { label: 'Total', values: [report.health.total] },
    ],
  };
}

/** Plans made and ratings given in the period. */
export function ratingsTable(report: AdminStats, range: DateRange): ReportTable {
  return {
    caption: `Nutrition and sports ratings, ${periodText(range)}`,
    headers: ['Plan type', 'Plans', 'Ratings', 'Latest rating', 'Average rating'],
    rows: (
      [
        ['Nutrition', report.nutrition],
        ['Sports', report.sports],
      ] as const
    ).map(([label, r]) => ({
      label,
      values: [
        r.plans,
        r.ratings,
        formatRating(r.latestRating),
        r.averageRating === null ? NA : `${r.averageRating}/5`,
      ],
    })),
  };
}

/** Every table of the report, as the screen shows them (per day only for short periods). */
export function reportTables(report: AdminStats, range: DateRange): ReportTable[] {
  const days = daysInRange(range.from, range.to);
  return [
    statusTable(report, range),
    ...(days <= MAX_DAYS_PER_DAY_TABLE ? [perDayTable(report, range)] : []),
    peopleTable(report),
    healthTable(report, range),
    ratingsTable(report, range),
  ];
}

/** The report as CSV: each table's caption, its header row and its rows, a blank line between. */
export function reportCsv(report: AdminStats, range: DateRange): string {
  const lines: (string | number)[][] = [];
  for (const table of reportTables(report, range)) {
    if (lines.length) lines.push([]);
    lines.push([table.caption], [...table.headers]);
    for (const row of table.rows) lines.push([row.label, ...row.values]);
  }
  return toCsv(lines);
}

export function reportFileName(range: DateRange) {
  return `report-${range.from}-to-${range.to}.csv`;
}
