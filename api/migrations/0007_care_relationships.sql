CREATE TABLE "care_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"requested_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_relationships_status_check" CHECK ("care_relationships"."status" in ('requested', 'active', 'declined', 'ended')),
	CONSTRAINT "care_relationships_origin_check" CHECK ("care_relationships"."origin" in ('booking', 'admin', 'request'))
);
--> statement-breakpoint
CREATE TABLE "emergency_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"doctor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
DROP INDEX "appointments_doctor_slot_key";--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_relationships" ADD CONSTRAINT "care_relationships_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_accesses" ADD CONSTRAINT "emergency_accesses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_accesses" ADD CONSTRAINT "emergency_accesses_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_relationships_pair_key" ON "care_relationships" USING btree ("patient_id","doctor_id");--> statement-breakpoint
CREATE INDEX "care_relationships_doctor_idx" ON "care_relationships" USING btree ("doctor_id","status");--> statement-breakpoint
CREATE INDEX "emergency_accesses_doctor_idx" ON "emergency_accesses" USING btree ("doctor_id","patient_id","expires_at");--> statement-breakpoint
CREATE INDEX "emergency_accesses_list_idx" ON "emergency_accesses" USING btree ("granted_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_doctor_slot_key" ON "appointments" USING btree ("doctor_id","date","time_slot") WHERE "appointments"."status" not in ('cancelled', 'declined');--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'completed', 'cancelled', 'no-show', 'proposed', 'declined'));--> statement-breakpoint
-- Existing pairs with an appointment that was not cancelled keep their access as a care relationship;
-- a plan alone, or only cancelled appointments, grant nothing any more.
INSERT INTO "care_relationships" ("patient_id", "doctor_id", "status", "origin", "started_at")
SELECT "patient_id", "doctor_id", 'active', 'booking', min("created_at")
FROM "appointments" WHERE "status" <> 'cancelled'
GROUP BY "patient_id", "doctor_id";
