// @careconnect/shared-ui/charts: the dashboards' charts (apexcharts 4.7.0 + react-apexcharts
// 1.7.0, MIT). The chart library itself loads lazily, the first time a chart is drawn.
export { AppointmentsLineChart, lastSevenDays } from './appointments-line-chart';
export type {
  AppointmentsLineChartProps,
  AppointmentsPerDay,
  ChartDay,
} from './appointments-line-chart';
export { StatusBarChart, statusLabel, groupStatuses, UNKNOWN_STATUS } from './status-bar-chart';
export type { StatusBarChartProps, ComplaintsPerStatus } from './status-bar-chart';
export { PeopleDoughnutChart, DOCTORS_LABEL, PATIENTS_LABEL } from './people-doughnut-chart';
export type { PeopleDoughnutChartProps } from './people-doughnut-chart';
export { NO_DATA } from './chart-frame';
export { preloadChartLibrary } from './apex-chart';
