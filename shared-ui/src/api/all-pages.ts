import { apiRequestWithTotal, type ApiRequestOptions } from './api-client';

/** The API's largest page for the lists a screen reads whole (a calendar's week). */
export const ALL_PAGES_LIMIT = 100;
/** A guard against a list that never ends: 50 pages of 100. */
const MAX_PAGES = 50;

/**
 * Every row of a paged list: asks page 1, 2, … with `limit` rows until a short page, or until
 * the X-Total-Count rows are in.
 */
export async function apiRequestAllPages<T>(
  path: string,
  options: ApiRequestOptions = {},
  limit = ALL_PAGES_LIMIT,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, total, exact } = await apiRequestWithTotal<T[]>(path, {
      ...options,
      query: { ...options.query, page, limit },
    });
    rows.push(...data);
    if (data.length < limit) break;
    if (exact !== false && rows.length >= total) break;
  }
  return rows;
}
