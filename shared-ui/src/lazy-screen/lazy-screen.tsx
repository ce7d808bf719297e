import { lazy, Suspense, type ComponentType } from 'react';
import { PageHeader, type PageHeaderProps } from '../components/page-header/page-header';
import { Spinner } from '../components/spinner/spinner';
import { Stack } from '../components/stack/stack';

/** The names of a module's exports that are screens: components drawn with no props. */
export type ScreenExport<M> = {
  [K in keyof M]: M[K] extends ComponentType ? K : never;
}[keyof M];

/**
 * One route's screen, fetched the first time it is drawn (under the area's Suspense):
 * `lazyScreen(() => import('./features/x/components/x-screen'), 'XScreen')`. The name is checked
 * against the module's exports: a component that takes no props.
 *
 * With `header` (the screen's own `PageHeader`, the same props), the screen's title is drawn at
 * once above a spinner while its code is on its way, and stays where it is when the screen comes:
 * on a cold load the largest text of the page paints one round of requests sooner.
 */
export function lazyScreen<M, K extends ScreenExport<M>>(
  load: () => Promise<M>,
  name: K,
  header?: PageHeaderProps,
): ComponentType {
  const Screen = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
  if (!header) return Screen;
  const frame = (
    <Stack>
      <PageHeader {...header} />
      <Spinner />
    </Stack>
  );
  function ScreenWithItsTitle() {
    return (
      <Suspense fallback={frame}>
        <Screen />
      </Suspense>
    );
  }
  ScreenWithItsTitle.displayName = `lazyScreen(${String(name)})`;
  return ScreenWithItsTitle;
}
