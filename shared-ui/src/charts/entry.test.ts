// The charts entry never loads the form libraries.
jest.mock('formik', () => {
  throw new Error('formik was loaded by the charts entry');
});
jest.mock('yup', () => {
  throw new Error('yup was loaded by the charts entry');
});

it('exports the three charts without formik or yup', async () => {
  const charts = await import('@careconnect/shared-ui/charts');
  expect(typeof charts.AppointmentsLineChart).toBe('function');
  expect(typeof charts.StatusBarChart).toBe('function');
  expect(typeof charts.PeopleDoughnutChart).toBe('function');
});
