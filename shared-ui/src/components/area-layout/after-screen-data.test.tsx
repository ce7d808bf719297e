import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useAfterScreenData } from './after-screen-data';

function held() {
  let release: (value: string) => void = () => {};
  const promise = new Promise<string>((resolve) => (release = resolve));
  return { promise, release };
}

function setup(useScreen: () => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useScreen();
      return useAfterScreenData();
    },
    { wrapper },
  );
}

afterEach(() => jest.useRealTimers());

describe('useAfterScreenData', () => {
  it("waits for the screen's request and for the one that follows from its answer", async () => {
    const record = held();
    const list = held();
    const { result } = setup(() => {
      const first = useQuery({ queryKey: ['record'], queryFn: () => record.promise });
      useQuery({ queryKey: ['list'], enabled: first.isSuccess, queryFn: () => list.promise });
    });
    expect(result.current).toBe(false);

    await act(async () => record.release('record'));
    // the list is asked for now, from the record's answer: still waiting
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(result.current).toBe(false);

    await act(async () => list.release('list'));
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stops waiting after a while for a screen that asks for nothing', () => {
    jest.useFakeTimers();
    const { result } = setup(() => undefined);
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(3999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('stays true when the screen asks again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['figures'], queryFn: () => Promise.resolve(1) });
        return useAfterScreenData();
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe(true));
    const again = held();
    void client.fetchQuery({ queryKey: ['figures'], queryFn: () => again.promise, staleTime: 0 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(result.current).toBe(true);
    await act(async () => again.release('x'));
  });
});
