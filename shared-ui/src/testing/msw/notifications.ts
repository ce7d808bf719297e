// GET /api/notify/get/{userId} answered as the server does: a page of the user's notifications,
// the total in X-Total-Count.
import type { Notification } from '@careconnect/api/contracts';
import type { MockRoute } from './route';

/** `notifications` is read at each request, so a test can change what the server holds. */
export function answerNotifications(
  notifications: readonly Notification[] | (() => readonly Notification[]),
): MockRoute {
  const held = typeof notifications === 'function' ? notifications : () => notifications;
  return ({ query }) => {
    const all = held();
    const limit = Number(query.get('limit') ?? all.length) || all.length;
    const page = Number(query.get('page') ?? 1) || 1;
    return {
      body: all.slice((page - 1) * limit, page * limit),
      headers: { 'X-Total-Count': String(all.length) },
    };
  };
}
