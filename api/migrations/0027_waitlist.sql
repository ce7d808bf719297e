-- Earlier-slot offers (docs/decisions/waitlist.md). A patient waits for a doctor's or a
-- specialization's time that suits them (days of the week, times of the day in the doctor's
-- zone, until a date), with or without an upcoming appointment to bring forward.
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"doctor_id" uuid REFERENCES "doctors"("id") ON DELETE CASCADE,
	"specialization" text,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"week_days" smallint[] NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"until" date,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_target_check" CHECK (("doctor_id" IS NULL) <> ("specialization" IS NULL)),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("status" IN ('waiting', 'booked', 'left', 'ended')),
	CONSTRAINT "waitlist_entries_minutes_check" CHECK ("from_minute" >= 0 AND "to_minute" <= 1440 AND "from_minute" < "to_minute")
);--> statement-breakpoint
-- One wish per patient and doctor (or specialization) at a time: asking again changes it.
CREATE UNIQUE INDEX "waitlist_entries_doctor_key" ON "waitlist_entries" USING btree ("patient_id", "doctor_id") WHERE "status" = 'waiting' AND "doctor_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_specialization_key" ON "waitlist_entries" USING btree ("patient_id", "specialization") WHERE "status" = 'waiting' AND "specialization" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entries_doctor_idx" ON "waitlist_entries" USING btree ("doctor_id", "position") WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_specialization_idx" ON "waitlist_entries" USING btree ("specialization", "position") WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_appointment_idx" ON "waitlist_entries" USING btree ("appointment_id") WHERE "appointment_id" IS NOT NULL;--> statement-breakpoint
-- One offer of a freed time to one waiting patient; the first to accept books it.
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL REFERENCES "waitlist_entries"("id") ON DELETE CASCADE,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"doctor_id" uuid NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"date" date NOT NULL,
	"time_slot" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"days_gained" double precision,
	CONSTRAINT "waitlist_offers_status_check" CHECK ("status" IN ('open', 'accepted', 'declined', 'expired', 'taken')),
	CONSTRAINT "waitlist_offers_slot_key" UNIQUE ("entry_id", "doctor_id", "starts_at")
);--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("doctor_id", "starts_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_patient_idx" ON "waitlist_offers" USING btree ("patient_id", "sent_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_sent_idx" ON "waitlist_offers" USING btree ("sent_at");
