import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list screen's state (page, search, filters) kept in the address, so that a reload, a shared
 * link or the Back button shows the same rows.
 */
export function useSearchState<K extends string>(
  defaults: Record<K, string>,
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];

  const values = useMemo(() => {
    const result = { ...defaults };
    for (const key of keys) {
      const value = params.get(key);
      if (value !== null) result[key] = value;
    }
    return result;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are constants per screen
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are constants per screen
    [setParams],
  );

  return [values, update];
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(value: string): number {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}
