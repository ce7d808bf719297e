import { sessionStore } from '@careconnect/shared-ui';
import type { ProfileUser } from './types';

/** Copies a fresh user record into the session, so the side menu shows its name and photo. */
export function updateSessionUser(user: ProfileUser): void {
  const { user: current, userId } = sessionStore.getState();
  if (userId && user._id !== userId) return;
  sessionStore.getState().setUser({
    _id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    // A record may leave these out when empty; the session keeps what it had.
    email: user.email ?? current?.email ?? '',
    role: user.role ?? current?.role ?? '',
    username: user.username ?? current?.username,
    image: user.image ?? current?.image,
  });
}
