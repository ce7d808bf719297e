// The account entry carries formik and yup, never the chart library.
jest.mock(
  'apexcharts',
  () => {
    throw new Error('apexcharts was loaded by the account entry');
  },
  { virtual: true },
);
jest.mock(
  'react-apexcharts',
  () => {
    throw new Error('react-apexcharts was loaded by the account entry');
  },
  { virtual: true },
);

it('exports the settings and password parts without loading the chart library', async () => {
  const account = await import('@careconnect/shared-ui/account');
  expect(typeof account.ProfileCards).toBe('function');
  expect(typeof account.SignInCards).toBe('function');
  expect(typeof account.UpdatePasswordForm).toBe('function');
  expect(Object.keys(account).filter((name) => name.endsWith('Screen'))).toEqual([]);
});

it('uses the one kit (and session store) of the main entry', async () => {
  const kit = await import('@careconnect/shared-ui');
  const byPath = await import('../index');
  expect(kit.sessionStore).toBe(byPath.sessionStore);
});
