-- An appointment is a visit in person (the default, every earlier booking) or by video.
ALTER TABLE "appointments" ADD COLUMN "kind" text DEFAULT 'in_person' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_kind_check"
  CHECK ("kind" IN ('in_person', 'video'));--> statement-breakpoint
-- A video visit's waiting room: when the patient last asked to come in, when the doctor let them.
CREATE TABLE "video_rooms" (
	"appointment_id" uuid PRIMARY KEY NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"patient_waiting_since" timestamp with time zone,
	"doctor_joined_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The signalling messages between the two parties (offer, answer, ICE candidates, join, leave,
-- admit), read by the recipient in id order; the live stream only says that one is waiting.
CREATE TABLE "video_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL REFERENCES "appointments"("id") ON DELETE CASCADE,
	"from_user_id" uuid NOT NULL,
	"to_user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "video_signals_recipient_idx" ON "video_signals" USING btree ("appointment_id", "to_user_id", "id");--> statement-breakpoint
CREATE INDEX "video_signals_created_idx" ON "video_signals" USING btree ("created_at");
--> statement-breakpoint
-- The live stream's wake-up for a video signal (ids only, as every event).
ALTER TABLE "events" DROP CONSTRAINT "events_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" in ('message', 'read', 'conversation', 'notification', 'appointment', 'signout', 'video'));
