import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { SEARCH_DELAY_MS } from './use-debounced-value';
import { pageCountOf, pageFrom, useListState, type ListStateOptions } from './use-list-state';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** The hook on a list screen opened from `/home`, with the address and Back beside it. */
function renderList<F extends string = never>(address: string, options?: ListStateOptions<F>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/home', address]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => {
      const list = useListState(options);
      const location = useLocation();
      const navigate = useNavigate();
      return { list, address: location.pathname + location.search, back: () => navigate(-1) };
    },
    { wrapper },
  );
}

const pause = () => act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));

describe('useListState', () => {
  it('reads the page, the search and the filters from the address', () => {
    const { result } = renderList('/list?page=3&q=jane&status=pending', {
      defaults: { status: '', order: 'soonest' },
    });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.q).toBe('jane');
    expect(result.current.list.search).toBe('jane');
    expect(result.current.list.filters).toEqual({ status: 'pending', order: 'soonest' });
  });

  it('reads a missing or broken page as the first', () => {
    expect(renderList('/list').result.current.list.page).toBe(1);
    expect(renderList('/list?page=abc').result.current.list.page).toBe(1);
    expect(renderList('/list?page=-2').result.current.list.page).toBe(1);
  });

  it('pages with a history entry each, so Back returns to the page before', () => {
    const { result } = renderList('/list?q=jane');
    act(() => result.current.list.setPage(2));
    expect(result.current.address).toBe('/list?q=jane&page=2');
    act(() => result.current.list.setPage(1));
    expect(result.current.address).toBe('/list?q=jane');
    act(() => result.current.back());
    expect(result.current.list.page).toBe(2);
  });

  it('sends the search once typing pauses, replacing the entry, back to the first pages', () => {
    const { result } = renderList('/list?page=3&past=2&date=2026-11-30', {
      otherPages: ['past'],
    });
    act(() => result.current.list.setSearch('ja'));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    act(() => result.current.list.setSearch('jan '));
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current.address).toBe('/list?page=3&past=2&date=2026-11-30');
    expect(result.current.list.search).toBe('jan ');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.address).toBe('/list?date=2026-11-30&q=jan');
    expect(result.current.list.q).toBe('jan');
    expect(result.current.list.page).toBe(1);
    // Typing replaced the entry: Back leaves the list.
    act(() => result.current.back());
    expect(result.current.address).toBe('/home');
  });

  it('clears the search from the address when the field is emptied', () => {
    const { result } = renderList('/list?q=jane&page=2');
    act(() => result.current.list.setSearch(''));
    pause();
    expect(result.current.address).toBe('/list');
  });

  it('leaves the address alone while the typed text only differs in spaces', () => {
    const { result } = renderList('/list?q=jane&page=2');
    act(() => result.current.list.setSearch('jane  '));
    pause();
    expect(result.current.address).toBe('/list?q=jane&page=2');
  });

  it('puts the address back in the field when Back changes the search', () => {
    const { result } = renderList('/list');
    act(() => result.current.list.setFilters({ q: 'smith' }));
    expect(result.current.list.search).toBe('smith');
    act(() => result.current.back());
    expect(result.current.address).toBe('/list');
    expect(result.current.list.search).toBe('');
    pause();
    expect(result.current.address).toBe('/list');
  });

  it('filters with a history entry, back to the first pages, a default leaving the address', () => {
    const { result } = renderList('/list?page=4&past=2', {
      defaults: { status: '', order: 'soonest' },
      otherPages: ['past'],
    });
    act(() => result.current.list.setFilters({ status: 'pending', order: 'soonest' }));
    expect(result.current.address).toBe('/list?status=pending');
    expect(result.current.list.filters).toEqual({ status: 'pending', order: 'soonest' });
    act(() => result.current.list.setFilters({ status: '', q: '' }));
    expect(result.current.address).toBe('/list');
    act(() => result.current.back());
    expect(result.current.address).toBe('/list?status=pending');
  });

  it('replaces the entry for a filter that changes as it is typed', () => {
    const { result } = renderList('/list', { defaults: { from: '2026-11-01' } });
    act(() => result.current.list.setFilters({ from: '2026-11-02' }, { replace: true }));
    expect(result.current.list.filters.from).toBe('2026-11-02');
    act(() => result.current.back());
    expect(result.current.address).toBe('/home');
  });

  it("keeps a second list's page under its own name", () => {
    const { result } = renderList('/list?page=2', { pageParam: 'past' });
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(3));
    expect(result.current.address).toBe('/list?page=2&past=3');
    expect(result.current.list.page).toBe(3);
  });

  it('keeps the page within the last known total when the list shrank', () => {
    const { result } = renderList('/list?page=3', { pageSize: 10 });
    expect(result.current.list.pageCount).toBe(0);
    act(() => result.current.list.seeTotal(undefined));
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.seeTotal(21));
    expect(result.current.list.pageCount).toBe(3);
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.seeTotal(15));
    expect(result.current.list.pageCount).toBe(2);
    expect(result.current.list.page).toBe(2);
  });
});

describe('pageFrom and pageCountOf', () => {
  it('reads a page number and counts pages, at least one', () => {
    expect(pageFrom('2')).toBe(2);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom(null)).toBe(1);
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
  });
});
