import { lazy } from 'react';
import type * as ReactApexCharts from 'react-apexcharts';

type Library = typeof ReactApexCharts;

let library: Promise<Library> | null = null;

/** The chart library, fetched once (a failed fetch may be retried by a later chart). */
export function loadChartLibrary(): Promise<Library> {
  library ??= import('react-apexcharts').catch((error: unknown) => {
    library = null; // a later chart may try again
    throw error;
  });
  return library;
}

/**
 * Starts fetching the chart library without drawing anything (e.g. before opening a screen with
 * charts). Failures are left to the chart that draws (it shows its numbers instead). Dashboards do
 * not call it as they mount: fetched before their first paint, apexcharts delayed it.
 */
export function preloadChartLibrary(): void {
  loadChartLibrary().catch(() => undefined);
}

// The chart library is fetched the first time a chart is drawn (or preloaded), never with a
// page's first load (landing budget); under Module Federation both packages are shared, so one
// copy serves all.
export const ApexChart = lazy(loadChartLibrary);
