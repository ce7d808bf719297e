/**
 * A visit under way or done has a note; the others (to come, cancelled, missed) none. A file of
 * its own: the dashboard's agenda asks it without the appointment list's row menu.
 */
export const NOTE_STATUSES: ReadonlySet<string> = new Set(['confirmed', 'completed']);
