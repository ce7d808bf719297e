import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { outbox } from '../../db/schema.js';
import { toIsoDateTime } from '../../lib/dates.js';
import type { OutboxMessage } from './dev.schemas.js';

export async function insertOutboxMessage(
  db: Db,
  mail: { to: string; subject: string; text: string; calendar?: { content: string } },
): Promise<void> {
  await db.insert(outbox).values({
    to: mail.to.toLowerCase(),
    subject: mail.subject,
    text: mail.text,
    calendar: mail.calendar?.content ?? null,
  });
}

/** The emails kept for one address: never everyone's, which would hand out every code and link. */
export async function listOutbox(db: Db, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to.trim().toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    ...(r.calendar ? { calendar: r.calendar } : {}),
    createdAt: toIsoDateTime(r.createdAt),
  }));
}
