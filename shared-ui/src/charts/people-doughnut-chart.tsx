import type { ApexOptions } from 'apexcharts';
import { ApexChart } from './apex-chart';
import { CHART_HEIGHT, PEOPLE_CHART_TITLE } from '@careconnect/shared-ui';
import { ChartFrame } from './chart-frame';
import { PEOPLE_COLORS, useChartTheme } from './chart-theme';

export interface PeopleDoughnutChartProps {
  doctors: number;
  patients: number;
  title?: string;
}

/** Spec §2: the legend names each slice's colour. */
export const DOCTORS_LABEL = 'Doctors (Blue)';
export const PATIENTS_LABEL = 'Patients (Orange)';

function countOf(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

/** Spec §2 admin dashboard: doctors vs patients, Blue and Orange, legend at the bottom. */
export function PeopleDoughnutChart({
  doctors,
  patients,
  title = PEOPLE_CHART_TITLE,
}: PeopleDoughnutChartProps) {
  const { theme, base } = useChartTheme();
  const counts = [countOf(doctors), countOf(patients)];
  const colors = PEOPLE_COLORS[theme.name];
  const empty = counts.every((count) => count === 0);

  const options: ApexOptions = {
    ...base,
    chart: { ...base.chart, type: 'donut' },
    labels: [DOCTORS_LABEL, PATIENTS_LABEL],
    colors: [colors.blue, colors.orange],
    legend: { ...base.legend, show: true, position: 'bottom', horizontalAlign: 'center' },
    stroke: { colors: [theme.colors.surface] },
    // Dark text on the dark theme's light slices, white on the light theme's deep ones.
    dataLabels: {
      enabled: true,
      style: { colors: [theme.colors.onPrimary] },
      dropShadow: { enabled: false },
    },
    fill: { opacity: 1 },
    plotOptions: {
      pie: {
        donut: {
          size: '60%',
          labels: {
            show: true,
            value: { color: theme.colors.text },
            total: { show: true, label: 'Total', color: theme.colors.mutedText },
          },
        },
      },
    },
  };

  return (
    <ChartFrame
      title={title}
      empty={empty}
      table={{
        headers: ['Group', 'People'],
        rows: [
          [DOCTORS_LABEL, counts[0] ?? 0],
          [PATIENTS_LABEL, counts[1] ?? 0],
        ],
      }}
    >
      <ApexChart type="donut" height={CHART_HEIGHT} options={options} series={counts} />
    </ChartFrame>
  );
}
