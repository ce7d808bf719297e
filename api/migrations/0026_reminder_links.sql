-- The patient's own confirmation (apart from the doctor's, which is the status) and the reason a
-- cancellation gave; see docs/decisions/reminder-links.md.
ALTER TABLE "appointments" ADD COLUMN "patient_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
-- One row per reminder link used: a second use finds it and acts no more.
CREATE TABLE "appointment_link_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"action" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_link_uses_action_check" CHECK ("action" in ('confirm', 'cancel'))
);--> statement-breakpoint
CREATE INDEX "appointment_link_uses_appointment_idx" ON "appointment_link_uses" USING btree ("appointment_id");--> statement-breakpoint
-- The clinic's appointment settings, one row: how close to the start patients may still cancel
-- online (0: up to the start).
CREATE TABLE "appointment_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"cancellation_notice_hours" integer DEFAULT 2 NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_settings_one_row" CHECK ("id"),
	CONSTRAINT "appointment_settings_notice_check" CHECK ("cancellation_notice_hours" BETWEEN 0 AND 168)
);--> statement-breakpoint
INSERT INTO "appointment_settings" ("id") VALUES (true);
