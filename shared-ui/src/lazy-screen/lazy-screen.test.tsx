import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { lazyScreen } from './lazy-screen';

const loadedModule = {
  HelloScreen: () => <h1>Hello</h1>,
  Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
  GREETING: 'Hello',
};

describe('lazyScreen', () => {
  it('fetches the module only when drawn, then draws the named export', async () => {
    const load = jest.fn(() => Promise.resolve(loadedModule));
    const Hello = lazyScreen(load, 'HelloScreen');
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Hello />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with the screen’s header, draws its title at once and keeps it when the screen comes', async () => {
    let arrive: (module: typeof loadedModule) => void = () => {};
    const load = () => new Promise<typeof loadedModule>((resolve) => (arrive = resolve));
    const Hello = lazyScreen(load, 'HelloScreen', {
      title: 'Hello',
      back: { to: '/home', label: 'Back to Home' },
    });
    renderWithProviders(<Hello />);
    // before the code: the title, the way back and a spinner, under no Suspense of the caller
    expect(screen.getByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    arrive(loadedModule);
    // the screen itself replaces the frame (its h1 alone: no way back, no spinner)
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1, name: 'Hello' })).toHaveLength(1);
  });

  it('takes only the name of a component drawn without props', () => {
    const load = () => Promise.resolve(loadedModule);
    // @ts-expect-error not an export of the module
    lazyScreen(load, 'Missing');
    // @ts-expect-error not a component
    lazyScreen(load, 'GREETING');
    // @ts-expect-error a component that needs props
    lazyScreen(load, 'Greeting');
    expect(lazyScreen(load, 'HelloScreen')).toBeDefined();
  });
});
