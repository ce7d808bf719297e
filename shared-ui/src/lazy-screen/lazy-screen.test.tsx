import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
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
