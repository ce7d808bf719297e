import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { StatusBarChart } from './index';
import { installSvgMeasurements } from '../testing';

// The chart library fails to arrive for a chart (its early fetch before the chart's turn and the
// chart's own fetch both fail); the next chart drawn fetches it again instead of failing for the
// rest of the page's life.
let mockAttempts = 0;
jest.mock('react-apexcharts', () => {
  mockAttempts += 1;
  if (mockAttempts <= 2) throw new Error('Loading chunk react-apexcharts failed');
  return jest.requireActual('react-apexcharts');
});

installSvgMeasurements();
afterEach(() => act(() => resetSession()));

const statuses = [
  { status: 'open', count: 2 },
  { status: 'resolved', count: 5 },
];

it('after a failed fetch of the chart library, the next chart fetches it again and draws', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const first = renderWithProviders(<StatusBarChart statuses={statuses} />);
  expect(
    await screen.findByText('The chart could not be drawn. Here are its numbers.'),
  ).toBeVisible();
  first.unmount();
  logged.mockRestore();

  const { container } = renderWithProviders(<StatusBarChart statuses={statuses} />);
  await waitFor(() => expect(container.querySelector('.apexcharts-canvas')).not.toBeNull());
  expect(screen.queryByText('The chart could not be drawn. Here are its numbers.')).toBeNull();
  expect(mockAttempts).toBe(3);
}, 20_000);
