import type { NotificationSubject } from '@careconnect/api/contracts';

type Subject = Pick<NotificationSubject, 'type' | 'id'>;

/**
 * Where a reader follows what a notification is about, by the subject's type: the screen of the
 * reader's own area that shows it (each area gives its own). A subject with no screen in that
 * area (a doctor's care answer a patient cannot open, a plan an administrator never sees) is
 * left out and stays plain text.
 */
export type NotificationLinks = Partial<
  Record<NotificationSubject['type'], (id: string) => string>
>;

/** The path a notification links to, or null (plain text). */
export function notificationLink(
  links: NotificationLinks | undefined,
  about: Subject | null | undefined,
): string | null {
  if (!links || !about) return null;
  return links[about.type]?.(about.id) ?? null;
}
