import { lazy, type ComponentProps } from 'react';
import type * as ReactApexCharts from 'react-apexcharts';

type Library = typeof ReactApexCharts;

let library: Promise<Library> | null = null;
let lastFetchFailed = false;

/** The chart library, fetched once (a failed fetch is tried again by the next chart drawn). */
export function loadChartLibrary(): Promise<Library> {
  library ??= import('react-apexcharts').catch((error: unknown) => {
    library = null;
    lastFetchFailed = true;
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
// page's first load (landing budget); under Module Federation react-apexcharts (carrying
// apexcharts) is shared, so one copy serves all.
let LazyChart = lazy(loadChartLibrary);

/**
 * Called when a chart's turn to draw comes: if the last fetch of the library failed, this chart
 * asks for it again. React keeps a lazy component's failure for good, so charts from now on get a
 * fresh one; charts already showing their numbers are left alone (no retry loop on a dead
 * network: one more fetch per chart drawn).
 */
export function retryChartLibraryIfFailed(): void {
  if (!lastFetchFailed) return;
  lastFetchFailed = false;
  LazyChart = lazy(loadChartLibrary);
}

/** react-apexcharts' chart, its library fetched when the first one renders. */
export function ApexChart(props: ComponentProps<Library['default']>) {
  return <LazyChart {...props} />;
}
