import { sessionStore } from '../session/session-store';
import { mockApi, type MockApi, type MockReply } from '../testing';
import { apiRequestAllPages } from './all-pages';

let api: MockApi;
const user = { _id: 'u-1', firstName: 'Ana', lastName: 'Silva', email: 'a@x.test', role: 'admin' };

beforeEach(() => {
  api = mockApi();
  sessionStore.getState().signIn({ token: 'token', user });
});

/** Answers GET `path` with `pages`, one after the other. */
function answerPages(path: string, pages: MockReply[]) {
  let next = 0;
  api.on(`GET ${path}`, () => pages[next++] ?? { status: 500, body: {} });
}

afterEach(() => sessionStore.getState().logout());

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: `a-${from + i}` }));

function pagesAsked(): string[] {
  return api.calls.map((call) => call.query.get('page') ?? '');
}

it('follows the pages until X-Total-Count rows are in, keeping the query', async () => {
  answerPages('/api/appointment/all', [
    { body: rows(0, 2), total: 5 },
    { body: rows(2, 2), total: 5 },
    { body: rows(4, 1), total: 5 },
  ]);

  const all = await apiRequestAllPages<{ _id: string }>(
    '/api/appointment/all',
    { query: { from: '2026-11-23', to: '2026-11-29' } },
    2,
  );

  expect(all.map((a) => a._id)).toEqual(['a-0', 'a-1', 'a-2', 'a-3', 'a-4']);
  expect(pagesAsked()).toEqual(['1', '2', '3']);
  const first = api.calls[0]!;
  expect(first.path).toBe('/api/appointment/all');
  expect(first.query.get('from')).toBe('2026-11-23');
  expect(first.query.get('to')).toBe('2026-11-29');
  expect(first.query.get('limit')).toBe('2');
});

it('asks once when the first page holds everything', async () => {
  answerPages('/api/appointment/all', [{ body: rows(0, 100), total: 100 }]);
  const all = await apiRequestAllPages('/api/appointment/all');
  expect(all).toHaveLength(100);
  expect(pagesAsked()).toEqual(['1']);
});

it('stops at a short page even when the count said more (a row went meanwhile)', async () => {
  answerPages('/api/x', [
    { body: rows(0, 2), total: 6 },
    { body: rows(2, 1), total: 6 },
  ]);
  const all = await apiRequestAllPages('/api/x', {}, 2);
  expect(all).toHaveLength(3);
  expect(pagesAsked()).toEqual(['1', '2']);
});

it('goes on past a count that is only a lower bound', async () => {
  answerPages('/api/x', [
    { body: rows(0, 2), total: 2, exact: false },
    { body: [], total: 2, exact: false },
  ]);
  const all = await apiRequestAllPages('/api/x', {}, 2);
  expect(all).toHaveLength(2);
  expect(pagesAsked()).toEqual(['1', '2']);
});

it('fails with the API error of any page', async () => {
  answerPages('/api/x', [{ body: rows(0, 2), total: 4 }]);
  await expect(
    apiRequestAllPages('/api/x', { fallbackMessage: 'Failed to fetch appointments' }, 2),
  ).rejects.toMatchObject({ status: 500, message: 'Failed to fetch appointments' });
});
