import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../empty-state/empty-state';
import { ErrorState } from '../error-state/error-state';
import { Spinner } from '../spinner/spinner';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.25rem;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  th,
  td {
    padding: 12px ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }

  /* A phone: each row a card of label-value lines, so status and actions are in view without
     sideways scrolling. The roles set on the elements keep it a table for screen readers. */
  @media (max-width: 639.98px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: none;
    }
    td {
      display: grid;
      grid-template-columns: minmax(0, 7.5rem) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: center;
      padding: 6px ${({ theme }) => theme.space.md};
      border-bottom: none;
      text-align: left !important;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      font-size: 0.875rem;
      font-weight: 600;
      color: ${({ theme }) => theme.colors.mutedText};
    }
    td > * {
      justify-self: start;
      max-width: 100%;
      /* a row's buttons go onto a second line rather than out of the card */
      flex-wrap: wrap;
    }
    td[data-label='']::before {
      content: none;
    }
    td[data-label=''] {
      grid-template-columns: 1fr;
    }
  }
`;

export interface DataTableColumn<T> {
  key: string;
  header: ReactNode;
  /** The cell; without it the row's field named `key` is shown ('N/A' when missing, spec §9). */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** The column's name beside each value on a phone, when `header` is not plain text. */
  label?: string;
}

function labelOf<T>(column: DataTableColumn<T>): string {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : '';
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  /** Default: the row's `_id`, else its position. */
  rowKey?: (row: T, index: number) => string;
  loading?: boolean;
  /** The error text as the screen words it, e.g. 'Error: Failed to fetch appointments'. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows, e.g. 'No appointments found.' */
  emptyText?: ReactNode;
  /** A heading above the table. */
  title?: ReactNode;
  /** The table's caption (its accessible name). */
  caption?: ReactNode;
  className?: string;
}

function fieldOf(row: unknown, key: string): ReactNode {
  const value = row && typeof row === 'object' ? (row as Record<string, unknown>)[key] : undefined;
  if (value === null || value === undefined || value === '') return 'N/A';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function keyOf(row: unknown, index: number): string {
  const id = row && typeof row === 'object' ? (row as { _id?: unknown })._id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/** A table with the list states of spec §4: loading, error, empty, loaded. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  emptyText = 'No data',
  title,
  caption,
  className,
}: DataTableProps<T>) {
  const titleId = useId();
  const captionId = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  let body: ReactNode;
  if (loading) body = <Spinner />;
  else if (hasError) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (!rows || rows.length === 0) body = <EmptyState message={emptyText} />;
  else {
    const labelledBy = caption ? captionId : title ? titleId : undefined;
    body = (
      <Scroller
        role={labelledBy ? 'region' : undefined}
        aria-labelledby={labelledBy}
        tabIndex={labelledBy ? 0 : undefined}
      >
        <Table role="table">
          {caption ? <caption id={captionId}>{caption}</caption> : null}
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  role="columnheader"
                  style={{ textAlign: column.align ?? 'left' }}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, index) => (
              <tr key={rowKey ? rowKey(row, index) : keyOf(row, index)} role="row">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={labelOf(column)}
                    style={{ textAlign: column.align ?? 'left' }}
                  >
                    {column.render ? column.render(row, index) : fieldOf(row, column.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    );
  }

  return (
    <div className={className}>
      {title ? <Title id={titleId}>{title}</Title> : null}
      {body}
    </div>
  );
}
