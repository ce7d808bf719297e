import type { Locator } from '@playwright/test';

/**
 * The cells of each row of a list's table under `section`, by column (`data-label`), top to
 * bottom, read from one rendering. The appointment lists refresh live when a visit changes, and
 * other tests change visits in parallel: columns read one after another could come from two
 * renderings and pair one row's cell with another row's.
 */
export function rowCells(section: Locator, labels: readonly string[]): Promise<string[][]> {
  return section
    .locator('tbody tr')
    .evaluateAll(
      (rows, columns) =>
        rows.map((row) =>
          columns.map((label) => row.querySelector(`td[data-label="${label}"]`)?.textContent ?? ''),
        ),
      labels,
    );
}

/** A date as the lists show it ('Dec 3, 2026') as 'YYYY-MM-DD'. */
export function isoDay(shown: string): string {
  return new Date(`${shown} 12:00 UTC`).toISOString().slice(0, 10);
}
