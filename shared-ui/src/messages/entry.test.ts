// The messages entry carries neither the chart library nor the form libraries.
jest.mock(
  'apexcharts',
  () => {
    throw new Error('apexcharts was loaded by the messages entry');
  },
  { virtual: true },
);
jest.mock(
  'react-apexcharts',
  () => {
    throw new Error('react-apexcharts was loaded by the messages entry');
  },
  { virtual: true },
);
jest.mock('formik', () => {
  throw new Error('formik was loaded by the messages entry');
});
jest.mock('yup', () => {
  throw new Error('yup was loaded by the messages entry');
});

it('exports the parts of the notifications and chats screens, and no screen', async () => {
  const messages = await import('@careconnect/shared-ui/messages');
  expect(typeof messages.NotificationList).toBe('function');
  expect(typeof messages.ConversationListPanel).toBe('function');
  expect(typeof messages.ConversationThreadPanel).toBe('function');
  expect(Object.keys(messages).filter((name) => name.endsWith('Screen'))).toEqual([]);
});

it('uses the one kit (and session store) of the main entry', async () => {
  const kit = await import('@careconnect/shared-ui');
  const byPath = await import('../index');
  expect(kit.sessionStore).toBe(byPath.sessionStore);
});
