import { lazy } from 'react';

// The chart library is fetched the first time a chart is drawn, never with a page's first load
// (landing budget); under Module Federation both packages are shared, so one copy serves all.
export const ApexChart = lazy(() => import('react-apexcharts'));
