import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Role, User } from '../api/types';
import { clearAllStorage, readItem, writeItem } from './browser-storage';

export type { Role } from '../api/types';
export type ThemeName = 'light' | 'dark';

/**
 * What the browser keeps about the signed-in user: identity and what the menu shows, nothing
 * else. Address, birth date and the like stay on the server (no health or personal record in
 * storage).
 */
export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Lower case, as stored under `role`. */
  role: string;
  username?: string;
  image?: string | null;
}

/** Anything carrying at least the session fields (the login response's user, a profile). */
export type SessionUserInput = Pick<User, '_id' | 'firstName' | 'lastName' | 'email' | 'role'> &
  Partial<Pick<User, 'username' | 'image'>>;

export interface SessionState {
  token: string | null;
  userId: string | null;
  role: Role | null;
  user: SessionUser | null;
  theme: ThemeName;
  /** After a successful login: stores token, userId, role, user and theme (spec §4 "Login"). */
  signIn(session: { token: string; user: SessionUserInput }): void;
  /** A refreshed access token. */
  setToken(token: string | null): void;
  /** A fresher copy of the user (profile saved, photo changed). */
  setUser(user: SessionUserInput): void;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
  /** Clears all browser storage and the session; the theme goes back to light. */
  logout(): void;
}

/** The five localStorage keys of spec §1/§3, and no others. */
export const SESSION_KEYS = ['token', 'userId', 'role', 'user', 'theme'] as const;

const ROLES: readonly Role[] = ['patient', 'doctor', 'admin'];

/** Spec §6: roles are compared in lower case; anything else is no role. */
export function normalizeRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const role = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

/** Where a role lands after login (spec §2). */
export function dashboardPathFor(role: Role | string | null | undefined): string | null {
  switch (normalizeRole(role)) {
    case 'patient':
      return '/patient/dashboard';
    case 'doctor':
      return '/doctor/dashboard';
    case 'admin':
      return '/admin/dashboard';
    default:
      return null;
  }
}

function toSessionUser(user: SessionUserInput): SessionUser {
  const sessionUser: SessionUser = {
    _id: String(user._id),
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    role: typeof user.role === 'string' ? user.role.toLowerCase() : '',
  };
  if (user.username !== undefined) sessionUser.username = user.username;
  if (user.image !== undefined) sessionUser.image = user.image;
  return sessionUser;
}

function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const candidate = value as Partial<SessionUserInput>;
    if (typeof candidate._id !== 'string' || !candidate._id) return null;
    return toSessionUser(candidate as SessionUserInput);
  } catch {
    // A corrupt value (edited by hand, an old format) must not break start-up.
    return null;
  }
}

type SessionData = Pick<SessionState, 'token' | 'userId' | 'role' | 'user' | 'theme'>;

function readStoredSession(): SessionData {
  const user = parseStoredUser(readItem('user'));
  return {
    token: readItem('token') || null,
    userId: readItem('userId') || user?._id || null,
    role: normalizeRole(readItem('role')),
    user,
    theme: readItem('theme') === 'dark' ? 'dark' : 'light',
  };
}

const signedOut: Omit<SessionData, 'theme'> = { token: null, userId: null, role: null, user: null };

export type SessionStore = StoreApi<SessionState> & {
  /** Runs `listener` after every logout (here or in another tab); returns an unsubscribe. */
  onLogout(listener: () => void): () => void;
};

/** Builds a store initialised from localStorage. The app uses the one `sessionStore` below. */
export function createSessionStore(): SessionStore {
  const logoutListeners = new Set<() => void>();
  const notifyLogout = () => {
    for (const listener of [...logoutListeners]) {
      try {
        listener();
      } catch (error) {
        console.error('[session] a logout listener failed', error);
      }
    }
  };

  const store = createStore<SessionState>()((set, get) => ({
    ...readStoredSession(),

    signIn({ token, user }) {
      const sessionUser = toSessionUser(user);
      const role = normalizeRole(user.role);
      writeItem('token', token);
      writeItem('userId', sessionUser._id);
      writeItem('role', role);
      writeItem('user', JSON.stringify(sessionUser));
      writeItem('theme', get().theme);
      set({ token, userId: sessionUser._id, role, user: sessionUser });
    },

    setToken(token) {
      writeItem('token', token);
      set({ token });
    },

    setUser(user) {
      const sessionUser = toSessionUser(user);
      const stored = JSON.stringify(sessionUser);
      // Storage always gets the session's own shape (whatever was written there before).
      if (readItem('user') !== stored) writeItem('user', stored);
      // The same user again (the area's refresh of an unchanged profile): no new object for every
      // name and photo on the page to render again.
      const { user: current, userId } = get();
      if (userId && current && JSON.stringify(current) === stored) return;
      set({ user: sessionUser, userId: userId ?? sessionUser._id });
    },

    setTheme(theme) {
      const next: ThemeName = theme === 'dark' ? 'dark' : 'light';
      writeItem('theme', next);
      set({ theme: next });
    },

    toggleTheme() {
      get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
    },

    logout() {
      clearAllStorage();
      set({ ...signedOut, theme: 'light' });
      notifyLogout();
    },
  }));

  // Another tab signing in, out or switching theme: follow it, so two tabs never disagree
  // about who is signed in.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== null && !(SESSION_KEYS as readonly string[]).includes(event.key)) return;
      const wasSignedIn = store.getState().token !== null;
      const next = readStoredSession();
      store.setState(next);
      if (wasSignedIn && next.token === null) notifyLogout();
    });
  }

  return Object.assign(store, {
    onLogout(listener: () => void) {
      logoutListeners.add(listener);
      return () => {
        logoutListeners.delete(listener);
      };
    },
  });
}

/** The one session store. Shared-ui is a federation singleton, so shell and remotes see it. */
export const sessionStore: SessionStore = createSessionStore();

/** Subscribes to logouts of the app's session store. */
export const onLogout = (listener: () => void): (() => void) => sessionStore.onLogout(listener);

/**
 * Reads the session in a component. Select one value per call (or use zustand's useShallow):
 * a selector that builds a new object every time re-renders forever.
 */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  const select: (state: SessionState) => T | SessionState = selector ?? ((state) => state);
  return useStore(sessionStore, select);
}
