// The schedule entry carries formik and yup, never the chart library.
jest.mock(
  'apexcharts',
  () => {
    throw new Error('apexcharts was loaded by the schedule entry');
  },
  { virtual: true },
);
jest.mock(
  'react-apexcharts',
  () => {
    throw new Error('react-apexcharts was loaded by the schedule entry');
  },
  { virtual: true },
);

it('exports the scheduling parts without loading the chart library', async () => {
  const schedule = await import('@careconnect/shared-ui/schedule');
  expect(typeof schedule.AvailabilityEditor).toBe('function');
  expect(typeof schedule.SlotPicker).toBe('function');
  expect(typeof schedule.RescheduleDialog).toBe('function');
  expect(typeof schedule.MonthCalendar).toBe('function');
});

it('uses the one kit (and session store) of the main entry', async () => {
  const kit = await import('@careconnect/shared-ui');
  const byPath = await import('../index');
  expect(kit.sessionStore).toBe(byPath.sessionStore);
});
