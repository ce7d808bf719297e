// A dashboard can start fetching the chart library before it has anything to draw.
const mockLoads: string[] = [];
jest.mock('react-apexcharts', () => {
  mockLoads.push('react-apexcharts');
  return { __esModule: true, default: () => null };
});

it('preloadChartLibrary fetches the chart library without drawing a chart', async () => {
  const charts = await import('@careconnect/shared-ui/charts');
  expect(mockLoads).toEqual([]);
  charts.preloadChartLibrary();
  charts.preloadChartLibrary();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockLoads).toEqual(['react-apexcharts']);
});
