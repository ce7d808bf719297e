import { act, render } from '@testing-library/react';
import { afterNextPaint, usePreloadAfterPaint } from './after-paint';

function Preloads({ load }: { load: () => Promise<unknown> }) {
  usePreloadAfterPaint(load);
  return null;
}

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next frame, not before', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame(); // the frame is painted
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame(); // and shown
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and after it', () => {
    const early = jest.fn();
    afterNextPaint(early)();
    const late = jest.fn();
    const cancelLate = afterNextPaint(late);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    cancelLate();
    jest.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('preloads once painted, ignores a failure, and not at all when unmounted first', async () => {
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    render(<Preloads load={load} />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersToNextFrame();
      jest.advanceTimersToNextFrame();
      jest.runOnlyPendingTimers();
    });
    expect(load).toHaveBeenCalledTimes(1);

    const other = jest.fn(() => Promise.resolve());
    const { unmount } = render(<Preloads load={other} />);
    unmount();
    jest.runAllTimers();
    expect(other).not.toHaveBeenCalled();
  });
});
