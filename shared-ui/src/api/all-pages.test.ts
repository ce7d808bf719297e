import { sessionStore } from '../session/session-store';
import { fakeResponse, installFetch, type FetchMock } from '../test-support/fetch-mock';
import { apiRequestAllPages } from './all-pages';
import { configureApi } from './api-client';

let fetchMock: FetchMock;
const user = { _id: 'u-1', firstName: 'Ana', lastName: 'Silva', email: 'a@x.test', role: 'admin' };

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test' });
  fetchMock = installFetch();
  sessionStore.getState().signIn({ token: 'token', user });
});

afterEach(() => sessionStore.getState().logout());

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ _id: `a-${from + i}` }));

function pagesAsked(): string[] {
  return fetchMock.mock.calls.map(([url]) => new URL(url).searchParams.get('page') ?? '');
}

it('follows the pages until X-Total-Count rows are in, keeping the query', async () => {
  fetchMock
    .mockResolvedValueOnce(fakeResponse({ body: rows(0, 2), headers: { 'X-Total-Count': '5' } }))
    .mockResolvedValueOnce(fakeResponse({ body: rows(2, 2), headers: { 'X-Total-Count': '5' } }))
    .mockResolvedValueOnce(fakeResponse({ body: rows(4, 1), headers: { 'X-Total-Count': '5' } }));

  const all = await apiRequestAllPages<{ _id: string }>(
    '/api/appointment/all',
    { query: { from: '2026-11-23', to: '2026-11-29' } },
    2,
  );

  expect(all.map((a) => a._id)).toEqual(['a-0', 'a-1', 'a-2', 'a-3', 'a-4']);
  expect(pagesAsked()).toEqual(['1', '2', '3']);
  const first = new URL(fetchMock.mock.calls[0]![0]);
  expect(first.pathname).toBe('/api/appointment/all');
  expect(first.searchParams.get('from')).toBe('2026-11-23');
  expect(first.searchParams.get('to')).toBe('2026-11-29');
  expect(first.searchParams.get('limit')).toBe('2');
});

it('asks once when the first page holds everything', async () => {
  fetchMock.mockResolvedValueOnce(
    fakeResponse({ body: rows(0, 100), headers: { 'X-Total-Count': '100' } }),
  );
  const all = await apiRequestAllPages('/api/appointment/all');
  expect(all).toHaveLength(100);
  expect(pagesAsked()).toEqual(['1']);
});

it('stops at a short page even when the count said more (a row went meanwhile)', async () => {
  fetchMock
    .mockResolvedValueOnce(fakeResponse({ body: rows(0, 2), headers: { 'X-Total-Count': '6' } }))
    .mockResolvedValueOnce(fakeResponse({ body: rows(2, 1), headers: { 'X-Total-Count': '6' } }));
  const all = await apiRequestAllPages('/api/x', {}, 2);
  expect(all).toHaveLength(3);
  expect(pagesAsked()).toEqual(['1', '2']);
});

it('goes on past a count that is only a lower bound', async () => {
  const lower = { 'X-Total-Count': '2', 'X-Total-Count-Exact': 'false' };
  fetchMock
    .mockResolvedValueOnce(fakeResponse({ body: rows(0, 2), headers: lower }))
    .mockResolvedValueOnce(fakeResponse({ body: [], headers: lower }));
  const all = await apiRequestAllPages('/api/x', {}, 2);
  expect(all).toHaveLength(2);
  expect(pagesAsked()).toEqual(['1', '2']);
});

it('fails with the API error of any page', async () => {
  fetchMock
    .mockResolvedValueOnce(fakeResponse({ body: rows(0, 2), headers: { 'X-Total-Count': '4' } }))
    .mockResolvedValueOnce(fakeResponse({ status: 500, body: {} }));
  await expect(
    apiRequestAllPages('/api/x', { fallbackMessage: 'Failed to fetch appointments' }, 2),
  ).rejects.toMatchObject({ status: 500, message: 'Failed to fetch appointments' });
});
