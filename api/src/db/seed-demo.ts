// Seeds the demo data (demo-data.ts) into an empty database, in one transaction.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../lib/secrets.js';
import { createNotifications } from '../modules/notifications/notifications.repository.js';
import { DEMO_PASSWORD, demoData } from './demo-data.js';
import type { Db } from './index.js';
import {
  appointments,
  conversations,
  doctors,
  foodFeedback,
  foodPlans,
  healthComplaints,
  messages,
  patients,
  sportFeedback,
  sportPlans,
  users,
} from './schema.js';

/** A table with its rows; typed where the two meet, so that the rows fit the table. */
const rowsOf = <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => ({ table, rows });

/** Seeds the demo data when the database has no users. Returns whether it did. */
export async function seedDemoIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return false;
  await seedDemo(db, now);
  return true;
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<void> {
  const data = demoData(now, await hashPassword(DEMO_PASSWORD));
  const tables = [
    rowsOf(users, data.users),
    rowsOf(doctors, data.doctors),
    rowsOf(patients, data.patients),
    rowsOf(appointments, data.appointments),
    rowsOf(foodPlans, data.foodPlans),
    rowsOf(sportPlans, data.sportPlans),
    rowsOf(foodFeedback, data.foodFeedback),
    rowsOf(sportFeedback, data.sportFeedback),
    rowsOf(healthComplaints, data.healthComplaints),
    rowsOf(conversations, data.conversations),
    rowsOf(messages, data.messages),
  ];
  await db.transaction(async (tx) => {
    for (const { table, rows } of tables) if (rows.length > 0) await tx.insert(table).values(rows);
    // Through the repository: a notification also makes the event the live screens listen to.
    await createNotifications(tx, data.notifications);
    // Every doctor who booked with or wrote a plan for a patient is in that patient's care team.
    await tx.execute(sql`
      insert into care_relationships (patient_id, doctor_id, status, origin, started_at)
      select patient_id, doctor_id, 'active', 'booking', min(created_at) from (
        select patient_id, doctor_id, created_at from appointments where status <> 'cancelled'
        union all
        select patient_id, doctor_id, created_at from food_plans where doctor_id is not null
        union all
        select patient_id, doctor_id, created_at from sport_plans where doctor_id is not null
      ) pairs
      group by patient_id, doctor_id
      on conflict do nothing`);
  });
}
