// The main entry is on the landing page's path (issue 2 budget): no form, chart or calendar
// library may be pulled in by it. A mocked module that throws proves it is never loaded.
jest.mock('formik', () => {
  throw new Error('formik was loaded by the main entry');
});
jest.mock('yup', () => {
  throw new Error('yup was loaded by the main entry');
});
jest.mock(
  'apexcharts',
  () => {
    throw new Error('apexcharts was loaded by the main entry');
  },
  { virtual: true },
);
jest.mock(
  'react-apexcharts',
  () => {
    throw new Error('react-apexcharts was loaded by the main entry');
  },
  { virtual: true },
);

jest.mock('react-big-calendar', () => {
  throw new Error('react-big-calendar was loaded by the main entry');
});
jest.mock('luxon', () => {
  throw new Error('luxon was loaded by the main entry');
});

describe('@careconnect/shared-ui', () => {
  it('loads without formik, yup, a chart library or the calendar', async () => {
    const kit = await import('@careconnect/shared-ui');
    expect(kit.sessionStore).toBeDefined();
    expect(kit.AreaLayout).toBeDefined();
  });

  it('is the same module whether reached by package name or by path (one store)', async () => {
    const byName = await import('@careconnect/shared-ui');
    const byPath = await import('./index');
    expect(byName.sessionStore).toBe(byPath.sessionStore);
  });
});
