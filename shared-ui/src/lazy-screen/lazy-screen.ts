import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The names of a module's exports that are screens: components drawn with no props. */
export type ScreenExport<M> = {
  [K in keyof M]: M[K] extends ComponentType ? K : never;
}[keyof M];

/**
 * One route's screen, fetched the first time it is drawn (under the area's Suspense):
 * `lazyScreen(() => import('./features/x/components/x-screen'), 'XScreen')`. The name is checked
 * against the module's exports: a component that takes no props.
 */
export function lazyScreen<M, K extends ScreenExport<M>>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}
