import type { Browser, Page } from 'playwright-core';

export const CHROMIUM_ARGS: string[];
export const SINGLETON_MARKERS: Record<string, (source: string) => boolean>;
export function launch(): Promise<Browser>;

export interface PageMeasure {
  url: string;
  files: number;
  raw: number;
  gzip: number;
  copies: Record<string, number>;
}

/** `browser` may be playwright-core's or @playwright/test's Browser. */
export function measurePage(
  browser: { newContext(): Promise<{ newPage(): Promise<unknown>; close(): Promise<void> }> },
  url: string,
  options?: { prepare?: (page: Page) => Promise<unknown>; waitFor?: (page: Page) => Promise<unknown> },
): Promise<PageMeasure>;
