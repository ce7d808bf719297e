/**
 * The first element of every query key a live update or a booking refreshes. The areas' key
 * factories start from these, so a list that must follow a change cannot drift from what the
 * live updates (live/live-invalidation.ts) and the schedule's mutations refresh.
 */
export const queryRoots = {
  /** Every list and calendar of appointments. */
  appointments: ['appointments'],
  /** One appointment: `[...queryRoots.appointment, id]`. */
  appointment: ['appointment'],
  /** Free times of every kind (a day's, a range's, the first available). */
  slots: ['slots'],
  /** A doctor's own slot lists. */
  doctorSlots: ['doctor-slots'],
  /** Dashboard and report figures. */
  stats: ['stats'],
  /** Every notifications page, and the bell's unread count under it. */
  notifications: ['notifications'],
  /** Waiting wishes and earlier-time offers. */
  waitlist: ['waitlist'],
  /** Conversations, their messages and the unread count. */
  chats: ['chats'],
} as const;

export type QueryRoot = keyof typeof queryRoots;
