import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { loadChartLibrary } from './apex-chart';
import { AppointmentsLineChart, StatusBarChart } from './index';

// A task counter: a timer chain moves it on once per macrotask. A stand-in chart records the
// counter when it mounts, so two charts drawn in one task record the same number.
let mockTask = 0;
const mockMounts: number[] = [];
jest.mock('react-apexcharts', () => ({
  __esModule: true,
  default: function MockChart() {
    useEffect(() => {
      mockMounts.push(mockTask);
    }, []);
    return <svg className="mock-chart" />;
  },
}));

afterEach(() => act(() => resetSession()));

it('draws the charts of a page one at a time, each in its own task', async () => {
  await loadChartLibrary(); // as a dashboard preloads it
  let ticking = true;
  const tick = () => {
    mockTask += 1;
    if (ticking) setTimeout(tick, 0);
  };
  tick();
  renderWithProviders(
    <>
      <AppointmentsLineChart days={[{ date: '2026-11-20', count: 3 }]} />
      <StatusBarChart statuses={[{ status: 'open', count: 2 }]} />
    </>,
  );
  // The frames and titles come first, each chart waiting for its turn.
  expect(screen.getAllByRole('status', { name: 'Loading chart' })).toHaveLength(2);
  expect(screen.getByRole('heading', { name: 'Appointments in the last 7 days' })).toBeVisible();
  await waitFor(() => expect(document.querySelectorAll('.mock-chart')).toHaveLength(2));
  ticking = false;
  expect(mockMounts).toHaveLength(2);
  const [first = 0, second = 0] = mockMounts;
  expect(second).toBeGreaterThan(first);
});
