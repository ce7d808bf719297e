import { DataTable, type DataTableColumn } from '@careconnect/shared-ui';

export interface FigureRow {
  label: string;
  values: (string | number)[];
}

export interface FiguresTableProps {
  /** The table's heading (and accessible name). */
  caption: string;
  /** The first column's header, then one per value. */
  headers: [string, ...string[]];
  rows: FigureRow[] | undefined;
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
  emptyText?: string;
}

/** Figures as a table: a label column, then numbers aligned right. */
export function FiguresTable({
  caption,
  headers,
  rows,
  loading,
  error,
  onRetry,
  emptyText = 'No data',
}: FiguresTableProps) {
  const [labelHeader, ...valueHeaders] = headers;
  const columns: DataTableColumn<FigureRow>[] = [
    { key: 'label', header: labelHeader, render: (row) => row.label },
    ...valueHeaders.map((header, i): DataTableColumn<FigureRow> => ({
      key: `value${i}`,
      header,
      align: 'right',
      render: (row) => row.values[i] ?? '',
    })),
  ];
  return (
    <DataTable
      title={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.label}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
    />
  );
}
