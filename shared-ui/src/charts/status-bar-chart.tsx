import type { ApexOptions } from 'apexcharts';
import { ApexChart } from './apex-chart';
import {
  CHART_HEIGHT,
  complaintStatusTone,
  HEALTH_CHART_TITLE,
  isKnownComplaintStatus,
  toneColor,
  type AppTheme,
} from '@careconnect/shared-ui';
import { ChartFrame } from './chart-frame';
import { AXIS_LABEL_STYLE, STATUS_COLORS, useChartTheme } from './chart-theme';

export interface ComplaintsPerStatus {
  /** The complaint status ('open', 'in review', 'resolved'…); '' or null is Unknown. */
  status: string | null;
  count: number;
}

export interface StatusBarChartProps {
  statuses: readonly ComplaintsPerStatus[];
  title?: string;
}

export const UNKNOWN_STATUS = 'Unknown';

/** 'in review' → 'In review'; '', null or blank → 'Unknown' (spec §4). */
export function statusLabel(status: string | null | undefined): string {
  const text = (status ?? '').replace(/_/g, ' ').trim();
  if (!text) return UNKNOWN_STATUS;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One bar per status label, in the order first seen; the same label given twice is added up. */
export function groupStatuses(
  statuses: readonly ComplaintsPerStatus[],
): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { status, count } of statuses) {
    if (!Number.isFinite(count)) continue;
    const label = statusLabel(status);
    counts.set(label, (counts.get(label) ?? 0) + Math.max(0, count));
  }
  return [...counts].map(([label, count]) => ({ label, count }));
}

/**
 * A bar's colour: a status the kit knows (open, in review, resolved, Unknown) takes the colour
 * its badge has everywhere; any other status takes the next of spec §9's five chart colours.
 */
export function barColors(theme: AppTheme, labels: readonly string[]): string[] {
  const palette = STATUS_COLORS[theme.name];
  let next = 0;
  return labels.map((label) =>
    label === UNKNOWN_STATUS || isKnownComplaintStatus(label)
      ? toneColor(theme, complaintStatusTone(label))
      : palette[next++ % palette.length]!,
  );
}

/** Spec §2 dashboards: health complaints by status, each in its status colour. */
export function StatusBarChart({ statuses, title = HEALTH_CHART_TITLE }: StatusBarChartProps) {
  const { theme, base } = useChartTheme();
  const bars = groupStatuses(statuses);
  const empty = bars.every((bar) => bar.count === 0);

  const options: ApexOptions = {
    ...base,
    chart: { ...base.chart, type: 'bar' },
    colors: barColors(
      theme,
      bars.map((bar) => bar.label),
    ),
    plotOptions: { bar: { distributed: true, borderRadius: 4, columnWidth: '55%' } },
    legend: { show: false },
    fill: { opacity: 1 },
    xaxis: {
      categories: bars.map((bar) => bar.label),
      labels: { style: AXIS_LABEL_STYLE },
      axisBorder: { color: theme.colors.border },
      axisTicks: { color: theme.colors.border },
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
      table={{ headers: ['Status', 'Complaints'], rows: bars.map((b) => [b.label, b.count]) }}
    >
      <ApexChart
        type="bar"
        height={CHART_HEIGHT}
        options={options}
        series={[{ name: 'Complaints', data: bars.map((bar) => bar.count) }]}
      />
    </ChartFrame>
  );
}
