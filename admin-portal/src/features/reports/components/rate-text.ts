import { NA } from '@careconnect/shared-ui';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/**
 * A rate as a percentage ("33.3%"); N/A without visits, never a misleading 0 %. A file of its
 * own: the dashboard's no-show line uses it without the Reports tables.
 */
export function rateText(rate: number | null): string {
  return rate === null ? NA : percent.format(rate);
}
