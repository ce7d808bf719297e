import type * as Screens from './account-screens';

type AccountScreens = typeof Screens;
export type AccountScreenName = keyof AccountScreens;

let accountScreens: AccountScreens | null = null;
let loading: Promise<AccountScreens> | null = null;

/**
 * Fetches the account screens other than the sign-in page, once (the sign-in page starts it when
 * a link to one of them is pointed at or focused); a failed fetch is tried again by the next call.
 */
export function preloadAccountScreens(): Promise<AccountScreens> {
  loading ??= import('./account-screens').then(
    (loaded) => (accountScreens = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The screens if already fetched: drawn at once then, with no fallback frame. */
export function loadedAccountScreens(): AccountScreens | null {
  return accountScreens;
}

/** Props for a link to one of those screens: the fetch starts as the user heads for it. */
export const warmAccountScreens = {
  onPointerEnter: () => void preloadAccountScreens().catch(() => undefined),
  onFocus: () => void preloadAccountScreens().catch(() => undefined),
  onTouchStart: () => void preloadAccountScreens().catch(() => undefined),
};
