import type { ApexOptions } from 'apexcharts';
import { ApexChart } from './apex-chart';
import { CHART_HEIGHT, APPOINTMENTS_CHART_TITLE } from '@careconnect/shared-ui';
import { ChartFrame } from './chart-frame';
import { AXIS_LABEL_STYLE, useChartTheme } from './chart-theme';

export interface AppointmentsPerDay {
  /** A calendar day, 'YYYY-MM-DD'. */
  date: string;
  count: number;
}

export interface AppointmentsLineChartProps {
  days: readonly AppointmentsPerDay[];
  title?: string;
}

export interface ChartDay {
  date: string;
  /** Short weekday and day of the month, e.g. 'Mon 24'. */
  label: string;
  count: number;
}

const DAY_MS = 86_400_000;
const WINDOW = 7;
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as a UTC midnight timestamp; null for anything else. */
function dayStamp(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [, y, m, d] = match;
  const stamp = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const check = new Date(stamp);
  return check.getUTCDate() === Number(d) && check.getUTCMonth() === Number(m) - 1 ? stamp : null;
}

/**
 * Spec §9: the 7 days ending on the latest day given, oldest first; a day the server left out
 * counts 0, and the same day given twice is added up.
 */
export function lastSevenDays(days: readonly AppointmentsPerDay[]): ChartDay[] {
  const counts = new Map<number, number>();
  for (const { date, count } of days) {
    const stamp = dayStamp(date);
    if (stamp === null || !Number.isFinite(count)) continue;
    counts.set(stamp, (counts.get(stamp) ?? 0) + Math.max(0, count));
  }
  if (counts.size === 0) return [];
  const end = Math.max(...counts.keys());
  return Array.from({ length: WINDOW }, (_, i) => {
    const stamp = end - (WINDOW - 1 - i) * DAY_MS;
    const day = new Date(stamp);
    return {
      date: day.toISOString().slice(0, 10),
      label: `${weekday.format(day)} ${day.getUTCDate()}`,
      count: counts.get(stamp) ?? 0,
    };
  });
}

/** Spec §2 dashboards: appointments per day over the last 7 days. */
export function AppointmentsLineChart({
  days,
  title = APPOINTMENTS_CHART_TITLE,
}: AppointmentsLineChartProps) {
  const { theme, base } = useChartTheme();
  const week = lastSevenDays(days);
  const empty = week.every((day) => day.count === 0);

  const options: ApexOptions = {
    ...base,
    chart: { ...base.chart, type: 'line' },
    colors: [theme.colors.primary],
    // Straight segments between the days: counts are whole numbers per day, and a smoothed
    // curve drew values between them that no day had (a wobble under 0 between 0 and 1).
    stroke: { curve: 'straight', width: 3 },
    markers: { size: 5, strokeWidth: 0 },
    xaxis: {
      categories: week.map((day) => day.label),
      labels: { style: AXIS_LABEL_STYLE },
      axisBorder: { color: theme.colors.border },
      axisTicks: { color: theme.colors.border },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 0,
      forceNiceScale: true,
      labels: { style: AXIS_LABEL_STYLE, formatter: (value: number) => String(Math.round(value)) },
    },
  };

  return (
    <ChartFrame
      title={title}
      empty={empty}
      table={{ headers: ['Day', 'Appointments'], rows: week.map((d) => [d.label, d.count]) }}
    >
      <ApexChart
        type="line"
        height={CHART_HEIGHT}
        options={options}
        series={[{ name: 'Appointments', data: week.map((day) => day.count) }]}
      />
    </ChartFrame>
  );
}
