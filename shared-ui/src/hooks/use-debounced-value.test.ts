import { act, renderHook } from '@testing-library/react';
import { SEARCH_DELAY_MS, useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('starts with the value it is given', () => {
    const { result } = renderHook(() => useDebouncedValue('jan'));
    expect(result.current).toBe('jan');
  });

  it('follows the value once it has stopped changing for the search delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: '' },
    });
    rerender({ value: 'j' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 100));
    rerender({ value: 'ja' });
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ja');
  });

  it('waits as long as it is told', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });
});
