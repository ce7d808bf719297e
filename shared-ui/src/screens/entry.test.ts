// The screens entry carries formik and yup, never the chart library.
jest.mock(
  'apexcharts',
  () => {
    throw new Error('apexcharts was loaded by the screens entry');
  },
  { virtual: true },
);
jest.mock(
  'react-apexcharts',
  () => {
    throw new Error('react-apexcharts was loaded by the screens entry');
  },
  { virtual: true },
);

it('exports the three shared screens without loading the chart library', async () => {
  const screens = await import('@careconnect/shared-ui/screens');
  expect(typeof screens.NotificationsScreen).toBe('function');
  expect(typeof screens.SettingsScreen).toBe('function');
  expect(typeof screens.UpdatePasswordScreen).toBe('function');
});

it('uses the one kit (and session store) of the main entry', async () => {
  const kit = await import('@careconnect/shared-ui');
  const byPath = await import('../index');
  expect(kit.sessionStore).toBe(byPath.sessionStore);
});
