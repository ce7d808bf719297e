import type { Browser, Page } from 'playwright-core';

export const CHROMIUM_ARGS: string[];
export const SINGLETON_MARKERS: Record<string, (source: string) => boolean>;
export const LIBRARY_MARKERS: Record<string, (source: string) => boolean>;
export function launch(): Promise<Browser>;

export interface PageMeasure {
  url: string;
  files: number;
  raw: number;
  gzip: number;
  copies: Record<string, number>;
  /** Files that contain each chart or form library (LIBRARY_MARKERS). */
  libraries: Record<string, number>;
  /** The scripts themselves, when `keepScripts` was set. */
  scripts?: { url: string; raw: number; gzip: number; text: string }[];
  /** With `frameHeading`: what was in before the first paints (ms since the navigation began). */
  paint?: {
    fcp: number | null;
    framePainted: number | null;
    beforeFcp: { files: number; gzip: number };
    beforeFrame: { files: number; gzip: number };
    chartsRequestedAt: number | null;
  };
}

/** `browser` may be playwright-core's or @playwright/test's Browser. */
export function measurePage(
  browser: { newContext(): Promise<{ newPage(): Promise<unknown>; close(): Promise<void> }> },
  url: string,
  options?: {
    prepare?: (page: Page) => Promise<unknown>;
    waitFor?: (page: Page) => Promise<unknown>;
    keepScripts?: boolean;
    /** The text of the screen's heading whose first paint marks its frame on screen. */
    frameHeading?: string;
  },
): Promise<PageMeasure>;
