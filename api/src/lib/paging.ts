export interface ListQuery {
  page?: number;
  limit?: number;
  q?: string;
}

export interface Paging {
  limit: number;
  offset: number;
  /** The search text, trimmed; undefined when empty. */
  q: string | undefined;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export function paging(query: ListQuery): Paging {
  const limit = Math.min(Math.max(query.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const page = Math.max(query.page ?? 1, 1);
  const q = query.q?.trim() || undefined;
  return { limit, offset: (page - 1) * limit, q };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Page<T> {
  rows: T[];
  total: number;
  /** The total is a lower bound (a search counted only so far ahead); exact when absent. */
  totalIsLowerBound?: boolean;
}
