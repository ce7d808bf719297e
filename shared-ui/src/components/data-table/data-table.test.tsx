import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  _id: string;
  doctor?: string;
  date: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'doctor', header: 'Doctor' },
  { key: 'date', header: 'Date' },
  { key: 'actions', header: 'Actions', render: (row) => <button>View {row._id}</button> },
];

const rows: Row[] = [
  { _id: 'a-1', doctor: 'Dr. Ana Silva', date: '2026-11-24' },
  { _id: 'a-2', date: '2026-11-25' },
];

describe('DataTable', () => {
  it('shows a spinner while loading, and no table', () => {
    renderWithProviders(<DataTable columns={columns} rows={undefined} loading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error text the screen gives, with Retry', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={undefined}
        error="Error: Failed to fetch appointments"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to fetch appointments');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the empty text when there are no rows', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[]} emptyText="No appointments found." />,
    );
    expect(screen.getByText('No appointments found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the rows under the column headers, N/A for a missing value', () => {
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows}
        title="Patient Appointments"
        caption="Your appointments, newest first"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Patient Appointments' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Your appointments, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Doctor', 'Date', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Dr. Ana Silva')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('N/A')).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole('button', { name: 'View a-2' }),
    ).toBeInTheDocument();
  });

  it('lets keyboard users scroll a wide table', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} caption="Appointments" />);
    expect(screen.getByRole('region', { name: 'Appointments' })).toHaveAttribute('tabindex', '0');
  });
});
