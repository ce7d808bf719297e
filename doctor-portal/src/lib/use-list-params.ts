import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DELAY_MS = 300;

/**
 * A list's page and search text, kept in the address (?page=&q=) so Back from a record returns
 * to the same page. Typing updates the search after a short pause and goes back to page 1.
 */
export function useListParams() {
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
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
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
