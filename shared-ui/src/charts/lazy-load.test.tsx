import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@careconnect/shared-ui/testing';
import { installSvgMeasurements } from '../testing';

// Records when the chart library is first required: importing the charts entry must not do it,
// only drawing a chart.
const mockLoads: string[] = [];
jest.mock('react-apexcharts', () => {
  mockLoads.push('react-apexcharts');
  return jest.requireActual('react-apexcharts');
});
jest.mock('apexcharts', () => {
  mockLoads.push('apexcharts');
  return jest.requireActual('apexcharts');
});

installSvgMeasurements();
afterEach(() => act(() => resetSession()));

it('loads the chart library only when a chart with data is drawn', async () => {
  const charts = await import('@careconnect/shared-ui/charts');
  expect(mockLoads).toEqual([]);

  renderWithProviders(<charts.PeopleDoughnutChart doctors={0} patients={0} />);
  expect(screen.getByText('No data')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(mockLoads).toEqual([]);

  const { container } = renderWithProviders(
    <charts.PeopleDoughnutChart doctors={1} patients={3} />,
  );
  expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument();
  await waitFor(() => expect(container.querySelector('.apexcharts-canvas')).not.toBeNull());
  expect(mockLoads).toEqual(expect.arrayContaining(['react-apexcharts', 'apexcharts']));
});
