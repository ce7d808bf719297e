import type { ReactNode } from 'react';
import { Pagination } from '@careconnect/shared-ui';
import { ListSummary } from './layout';

export interface ListFooterProps {
  /** The count under the list ('12 patients'), announced when it changes. */
  summary: ReactNode;
  /** The page navigation's name ('Patients pages'). */
  label: string;
  page: number;
  pageCount: number;
  /** A page is on its way: the buttons wait. */
  busy: boolean;
  onPageChange: (page: number) => void;
}

/** Under a list: how many rows it has, and its pages. */
export function ListFooter({
  summary,
  label,
  page,
  pageCount,
  busy,
  onPageChange,
}: ListFooterProps) {
  return (
    <>
      <ListSummary aria-live="polite">{summary}</ListSummary>
      <Pagination
        label={label}
        page={page}
        pageCount={pageCount}
        disabled={busy}
        onPageChange={onPageChange}
      />
    </>
  );
}
