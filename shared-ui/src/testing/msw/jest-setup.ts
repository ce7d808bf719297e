// Runs in every browser package's Jest setup: the mocked API listens for the whole file, each
// test starts from the default handlers, and a request no handler answers fails the test.
import { clearRecordedRequests } from './route';
import { server } from './server';

const unhandled: string[] = [];

beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
});

afterEach(() => {
  server.resetHandlers();
  clearRecordedRequests();
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(`The mocked API has no answer for: ${missed.join(', ')}`);
  }
});

afterAll(() => {
  server.close();
});
