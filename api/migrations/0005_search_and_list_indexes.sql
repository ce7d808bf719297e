-- pg_trgm: 'contains' searches by index (PostgreSQL contrib; PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "appointments_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_list_idx" ON "appointments" USING btree ("date","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_reason_trgm_idx" ON "appointments" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appointments_time_slot_trgm_idx" ON "appointments" USING gin ("time_slot" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);