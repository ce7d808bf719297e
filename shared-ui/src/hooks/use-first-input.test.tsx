import { fireEvent, render } from '@testing-library/react';
import { useFirstInput } from './use-first-input';

function Probe({ start, enabled = true }: { start: () => void; enabled?: boolean }) {
  useFirstInput(start, { enabled, events: ['pointerdown', 'input'] });
  return <input aria-label="field" />;
}

describe('useFirstInput', () => {
  it('calls once, at the first of its events, and not for others', () => {
    const start = jest.fn();
    const { getByLabelText } = render(<Probe start={start} />);
    fireEvent.keyDown(window, { key: 'a' });
    expect(start).not.toHaveBeenCalled();
    fireEvent.input(getByLabelText('field'), { target: { value: 'a' } });
    fireEvent.pointerDown(window);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits while not enabled, and stops listening once unmounted', () => {
    const start = jest.fn();
    const { rerender, unmount } = render(<Probe start={start} enabled={false} />);
    fireEvent.pointerDown(window);
    expect(start).not.toHaveBeenCalled();
    rerender(<Probe start={start} />);
    unmount();
    fireEvent.pointerDown(window);
    expect(start).not.toHaveBeenCalled();
  });
});
