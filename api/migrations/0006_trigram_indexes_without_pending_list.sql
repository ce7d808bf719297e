DROP INDEX "appointments_reason_trgm_idx";--> statement-breakpoint
DROP INDEX "appointments_time_slot_trgm_idx";--> statement-breakpoint
DROP INDEX "users_full_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "appointments_reason_trgm_idx" ON "appointments" USING gin ("reason" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "appointments_time_slot_trgm_idx" ON "appointments" USING gin ("time_slot" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops) WITH (fastupdate=false);