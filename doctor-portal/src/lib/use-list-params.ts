import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DELAY_MS = 300;

/**
 * A list's page and search text, kept in the address (?page=&q=) so Back from a record returns
 * to the same page. Typing updates the search after a short pause and goes back to page 1 (of
 * the other lists' pages named in `otherPages` too).
 */
export function useListParams({ otherPages = [] as readonly string[] } = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const [seenQ, setSeenQ] = useState(q);

  // The address changed by itself (Back, a link): the field follows it.
  if (q !== seenQ) {
    setSeenQ(q);
    if (q.trim() !== search.trim()) setSearch(q);
  }

  useEffect(() => {
    if (search.trim() === q.trim()) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) next.set('q', search);
          else next.delete('q');
          next.delete('page');
          for (const name of otherPages) next.delete(name);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // otherPages: a constant list of names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, q, setParams]);

  const setPage = (nextPage: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });

  return { page, q, search, setSearch, setPage };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A value kept in the address under `name` (a second list's page, a chosen day). */
export function useAddressParam(name: string) {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = (next: string, { resetPages = [] as string[] } = {}) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(name, next);
      else updated.delete(name);
      for (const page of resetPages) updated.delete(page);
      return updated;
    });
  return [value, setValue] as const;
}

/** A page number kept in the address under `name`, from 1. */
export function pageOf(value: string): number {
  return Math.max(1, Number.parseInt(value || '1', 10) || 1);
}
