export interface DateRange {
  /** 'YYYY-MM-DD', inclusive. */
  from: string;
  /** 'YYYY-MM-DD', inclusive. */
  to: string;
}

export const reportKeys = {
  figures: (range: DateRange) => ['reports', 'figures', range] as const,
  noShows: (range: DateRange) => ['reports', 'no-shows', range] as const,
};
