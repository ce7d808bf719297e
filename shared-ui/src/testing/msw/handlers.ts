// The default answers of the mocked API: routes that signed-in screens call on their way (the
// counters beside the menu, sign-out). A test puts its own answers in front with mockApi().
import type { UnreadCount } from '@careconnect/api/contracts';
import type { HttpHandler } from 'msw';
import { route } from './route';

const none: UnreadCount = { count: 0 };

export const handlers: HttpHandler[] = [
  route('GET /api/notify/unread', { body: none }),
  route('GET /api/chats/unread', { body: none }),
  // Revoking the refresh cookie on sign-out: answered, never awaited.
  route('POST /api/user/logout', { status: 204 }),
];
