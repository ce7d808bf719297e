// The calendar entry never loads the form or chart libraries.
jest.mock('formik', () => {
  throw new Error('formik was loaded by the calendar entry');
});
jest.mock('yup', () => {
  throw new Error('yup was loaded by the calendar entry');
});
jest.mock('react-apexcharts', () => {
  throw new Error('react-apexcharts was loaded by the calendar entry');
});

it('exports the calendar, its toolbar and legend without formik, yup or charts', async () => {
  const calendar = await import('@careconnect/shared-ui/calendar');
  expect(typeof calendar.CareCalendar).toBe('function');
  expect(typeof calendar.CalendarToolbar).toBe('function');
  expect(typeof calendar.StatusLegend).toBe('function');
  expect(typeof calendar.toCalendarEvents).toBe('function');
});
