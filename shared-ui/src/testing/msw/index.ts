// The mocked API (MSW) that every package's unit tests run against.
export { server } from './server';
export { handlers } from './handlers';
export * as fixtures from './fixtures';
export { mockApi, deferred, type MockApi } from './mock-api';
export { answerPatientChoices } from './patient-choices';
export { answerNotifications } from './notifications';
export {
  API_ORIGIN,
  route,
  type MockReply,
  type MockRoute,
  type MockRoutes,
  type RecordedRequest,
} from './route';
