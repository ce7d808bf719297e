import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

/** Where a list keeps its page and its search in the address. */
const PAGE = 'page';
const SEARCH = 'q';

export interface ListStateOptions<F extends string> {
  /** The list's filters kept in the address, each with its value when absent ('' for none). */
  defaults?: Record<F, string>;
  /** Where this list's page is kept (a screen with two lists pages each under its own name). */
  pageParam?: string;
  /** The pages of the screen's other lists: a new search or filter starts them at 1 too. */
  otherPages?: readonly string[];
  /** Rows per page: with it, `seeTotal` keeps the page within the list's last known total. */
  pageSize?: number;
}

export interface ListState<F extends string> {
  /** The page shown, from 1 (within the last known total, with `pageSize`). */
  page: number;
  /** Another page: a new entry in the history, so Back returns to this one. */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** The search in force (the address's `q`), trimmed. */
  q: string;
  /** The search as typed: the search field's value. */
  search: string;
  /** Typing: the address follows once typing pauses, replacing its entry, back to page 1. */
  setSearch: (text: string) => void;
  /** The filters in force, each with its default when the address has none. */
  filters: Record<F, string>;
  /**
   * Other filters (and `q` to set the search at once, e.g. Clear filters): back to page 1, with
   * a history entry unless `replace` (a field that changes as it is typed, such as a date).
   */
  setFilters: (
    patch: Partial<Record<F | typeof SEARCH, string>>,
    options?: { replace?: boolean },
  ) => void;
  /** The pages of the last known total (0 before one is known); needs `pageSize`. */
  pageCount: number;
  /** Call while rendering with the list's total: a list that shrank shows its last page. */
  seeTotal: (total: number | undefined) => void;
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(value: string | null | undefined): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** How many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A list screen's page, search and filters, kept in the address so that a reload, a shared link
 * or Back from a record shows the same rows. Paging and filtering add a history entry; typing
 * replaces the current one once it pauses (`SEARCH_DELAY_MS`), and starts every list of the
 * screen at page 1.
 */
export function useListState<F extends string = never>({
  defaults,
  pageParam = PAGE,
  otherPages = [],
  pageSize,
}: ListStateOptions<F> = {}): ListState<F> {
  const [params, setParams] = useSearchParams();
  const requested = pageFrom(params.get(pageParam));
  const q = (params.get(SEARCH) ?? '').trim();

  const filters = useMemo(() => {
    const values = { ...defaults } as Record<F, string>;
    for (const key of Object.keys(values) as F[]) {
      const value = params.get(key);
      if (value !== null) values[key] = value;
    }
    return values;
    // The defaults are a constant of each screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  // A search or a filter starts the screen's lists at their first page.
  const pages = [pageParam, ...otherPages].join(' ');
  const firstPages = useCallback(
    (next: URLSearchParams) => {
      for (const name of pages.split(' ')) next.delete(name);
    },
    [pages],
  );

  const [search, setSearch] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  // The address changed by itself (Back, a link, Clear filters): the field follows it.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q !== search.trim()) setSearch(q);
  }

  const typed = useDebouncedValue(search.trim());
  useEffect(() => {
    if (typed === q || typed !== search.trim()) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (typed) next.set(SEARCH, typed);
        else next.delete(SEARCH);
        firstPages(next);
        return next;
      },
      { replace: true },
    );
    // Only a pause in typing sends the search; q and search are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const setPage = useCallback(
    (nextPage: number, { replace = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextPage > 1) next.set(pageParam, String(nextPage));
          else next.delete(pageParam);
          return next;
        },
        { replace },
      ),
    [pageParam, setParams],
  );

  const setFilters = useCallback(
    (
      patch: Partial<Record<F | typeof SEARCH, string>>,
      { replace = false }: { replace?: boolean } = {},
    ) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [F | typeof SEARCH, string][]) {
            const fallback = key === SEARCH ? '' : (defaults?.[key as F] ?? '');
            if (value === undefined || value === '' || value === fallback) next.delete(key);
            else next.set(key, value);
          }
          firstPages(next);
          return next;
        },
        { replace },
      ),
    // The defaults are a constant of each screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [firstPages, setParams],
  );

  // The last total seen (React's "information from previous renders"): while the next answer
  // loads, the page stays within the pages the list had.
  const [total, setTotal] = useState<number | undefined>(undefined);
  const seeTotal = (latest: number | undefined) => {
    if (latest !== undefined && latest !== total) setTotal(latest);
  };
  const pageCount = total === undefined || !pageSize ? 0 : Math.ceil(total / pageSize);
  const page = pageCount > 0 ? Math.min(requested, pageCount) : requested;

  return { page, setPage, q, search, setSearch, filters, setFilters, pageCount, seeTotal };
}
