import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { StatusBarChart } from './index';

// A chart chunk that cannot be fetched must not take the dashboard down; the numbers must
// still reach the user.
jest.mock('react-apexcharts', () => {
  throw new Error('Loading chunk react-apexcharts failed');
});

afterEach(() => act(() => resetSession()));

it('shows the numbers as a visible table when the chart library cannot be loaded', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(
    <StatusBarChart
      statuses={[
        { status: 'open', count: 2 },
        { status: 'resolved', count: 5 },
      ]}
    />,
  );
  expect(
    await screen.findByText('The chart could not be drawn. Here are its numbers.'),
  ).toBeVisible();
  const table = screen.getByRole('table', { name: 'Health by Status' });
  expect(table).toBeVisible();
  expect(table).toHaveTextContent('Open2');
  expect(table).toHaveTextContent('Resolved5');
  expect(screen.getByRole('heading', { name: 'Health by Status' })).toBeVisible();
  expect(screen.queryByRole('status', { name: 'Loading chart' })).not.toBeInTheDocument();
  logged.mockRestore();
});
