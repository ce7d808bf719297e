export interface DateRange {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  /** 'YYYY-MM-DD', inclusive. */
  to: string;
}

export const reportKeys = {
  statusCounts: (range: DateRange) => ['reports', 'status-counts', range] as const,
  perDay: (range: DateRange) => ['reports', 'per-day', range] as const,
};
