import { act, screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { AppointmentsLineChart } from './index';

// A chart that throws while drawing must not take the dashboard down.
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: () => {
    throw new Error('draw failed');
  },
}));

afterEach(() => act(() => resetSession()));

it('shows the numbers as a visible table when drawing fails', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithProviders(<AppointmentsLineChart days={[{ date: '2026-11-24', count: 4 }]} />);
  expect(
    await screen.findByText('The chart could not be drawn. Here are its numbers.'),
  ).toBeVisible();
  expect(screen.getByRole('table', { name: 'Appointments in the last 7 days' })).toHaveTextContent(
    'Tue 244',
  );
  logged.mockRestore();
});
