import { useState } from 'react';

/**
 * The page of a paginated list, kept within the pages of the last answer (a cancellation may
 * shrink the list under the page being shown). Call `seeTotal(data?.total)` while rendering:
 * it stores the total the page is clamped to (React's "information from previous renders").
 */
export function usePage(pageSize: number) {
  const [requested, setPage] = useState(1);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const pageCount = total === undefined ? 0 : Math.ceil(total / pageSize);
  const page = pageCount > 0 ? Math.min(requested, pageCount) : requested;
  const seeTotal = (latest: number | undefined) => {
    if (latest !== undefined && latest !== total) setTotal(latest);
  };
  return { page, pageCount, setPage, seeTotal };
}
