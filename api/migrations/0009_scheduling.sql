CREATE TABLE "doctor_schedules" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"buffer_before_minutes" smallint DEFAULT 0 NOT NULL,
	"buffer_after_minutes" smallint DEFAULT 0 NOT NULL,
	"minimum_notice_hours" smallint DEFAULT 0 NOT NULL,
	"horizon_days" smallint NOT NULL,
	"max_upcoming_per_patient" smallint NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_schedules_slot_minutes_check" CHECK ("doctor_schedules"."slot_minutes" in (15, 20, 30, 45, 60))
);
--> statement-breakpoint
DROP INDEX "appointments_doctor_slot_key";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "schedule_issue" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "calendar_feed_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_doctor_time_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_time_idx" ON "appointments" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "doctors_calendar_feed_key" ON "doctors" USING btree ("calendar_feed_hash");--> statement-breakpoint
-- Real times for the appointments booked before scheduling: each slot written the one way the
-- slot list writes it ('10:00 AM - 10:30 AM') is read in UTC, the zone every doctor had until now.
UPDATE "appointments" AS a
SET "starts_at" = (a."date" + make_time(t.start_hour, t.start_minute, 0)) AT TIME ZONE 'UTC',
    "ends_at" = (a."date" + make_time(t.end_hour, t.end_minute, 0)) AT TIME ZONE 'UTC'
FROM (
  SELECT "id",
    (m[1]::int % 12) + CASE WHEN m[3] = 'PM' THEN 12 ELSE 0 END AS start_hour,
    m[2]::int AS start_minute,
    (m[4]::int % 12) + CASE WHEN m[6] = 'PM' THEN 12 ELSE 0 END AS end_hour,
    m[5]::int AS end_minute
  FROM "appointments",
    regexp_match("time_slot", '^(0[1-9]|1[0-2]):([0-5][0-9]) (AM|PM) - (0[1-9]|1[0-2]):([0-5][0-9]) (AM|PM)$') AS m
) AS t
WHERE a."id" = t."id"
  AND t.end_hour * 60 + t.end_minute > t.start_hour * 60 + t.start_minute;
--> statement-breakpoint
-- Kept, flagged and listed to administrators: slots that cannot be read, and bookings that overlap
-- an earlier one of the same doctor or patient (the earliest booking keeps its time).
UPDATE "appointments" SET "schedule_issue" = 'unreadable' WHERE "starts_at" IS NULL;
--> statement-breakpoint
UPDATE "appointments" AS a SET "schedule_issue" = 'overlap'
WHERE a."starts_at" IS NOT NULL
  AND a."status" NOT IN ('cancelled', 'declined')
  AND EXISTS (
    SELECT 1 FROM "appointments" AS b
    WHERE b."id" <> a."id"
      AND b."starts_at" IS NOT NULL
      AND b."status" NOT IN ('cancelled', 'declined')
      AND (b."doctor_id" = a."doctor_id" OR b."patient_id" = a."patient_id")
      AND b."starts_at" < a."ends_at" AND a."starts_at" < b."ends_at"
      AND (b."created_at", b."id") < (a."created_at", a."id")
  );
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_times_check"
  CHECK (("starts_at" IS NULL) = ("ends_at" IS NULL) AND ("starts_at" IS NULL OR "ends_at" > "starts_at"));
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_schedule_issue_check"
  CHECK ("schedule_issue" IS NULL OR "schedule_issue" IN ('unreadable', 'overlap'));
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- No overlap, for every status but cancelled and declined: one doctor never has two appointments
-- at once, and neither has one patient (with any doctors).
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_no_overlap"
  EXCLUDE USING gist ("doctor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'declined') AND "schedule_issue" IS NULL AND "starts_at" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_no_overlap"
  EXCLUDE USING gist ("patient_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" NOT IN ('cancelled', 'declined') AND "schedule_issue" IS NULL AND "starts_at" IS NOT NULL);
