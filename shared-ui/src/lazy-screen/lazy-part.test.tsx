import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart, useLazyPart } from './lazy-part';

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error}</p> : this.props.children;
  }
}

function Shown({
  part,
  afterPaint = false,
}: {
  part: ReturnType<typeof lazyPart<string>>;
  afterPaint?: boolean;
}) {
  const text = useLazyPart(part, { afterPaint });
  return <p>{text ?? 'frame'}</p>;
}

describe('lazyPart', () => {
  it('asks once however often it is wanted, and remembers the part', async () => {
    const load = jest.fn(() => Promise.resolve('grid'));
    const part = lazyPart(load);
    expect(part.loaded()).toBeNull();
    const [a, b] = await Promise.all([part(), part()]);
    expect([a, b]).toEqual(['grid', 'grid']);
    await part();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.loaded()).toBe('grid');
  });

  it('tries again after a failure', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('grid');
    const part = lazyPart(load);
    await expect(part()).rejects.toThrow('offline');
    expect(part.loaded()).toBeNull();
    await expect(part()).resolves.toBe('grid');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyPart', () => {
  it('draws the frame until the part is in, then the part', async () => {
    let arrive: (value: string) => void = () => undefined;
    const part = lazyPart(() => new Promise<string>((resolve) => (arrive = resolve)));
    render(<Shown part={part} />);
    expect(screen.getByText('frame')).toBeInTheDocument();
    arrive('grid');
    expect(await screen.findByText('grid')).toBeInTheDocument();
  });

  it('draws a part already in at once', async () => {
    const part = lazyPart(() => Promise.resolve('grid'));
    await part();
    render(<Shown part={part} />);
    expect(screen.getByText('grid')).toBeInTheDocument();
  });

  it('hands a failure to the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = lazyPart(() => Promise.reject(new Error('chunk missing')));
    render(
      <Boundary>
        <Shown part={part} />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: chunk missing')).toBeInTheDocument();
  });

  it('asks for a part meant for after the frame only once the frame has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const load = jest.fn(() => Promise.resolve('rows'));
      const part = lazyPart(load);
      render(<Shown part={part} afterPaint />);
      expect(screen.getByText('frame')).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
      // The frame's own callback, then the next frame's: the first is now on screen.
      frames.shift()?.(0);
      frames.shift()?.(16);
      expect(load).not.toHaveBeenCalled();
      expect(await screen.findByText('rows')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      raf.mockRestore();
    }
  });

  it('does not ask for an after-the-frame part when the screen is gone before its paint', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    const cancel = jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
    try {
      const load = jest.fn(() => Promise.resolve('rows'));
      const { unmount } = render(<Shown part={lazyPart(load)} afterPaint />);
      unmount();
      expect(cancel).toHaveBeenCalled();
    } finally {
      raf.mockRestore();
      cancel.mockRestore();
    }
  });
});
