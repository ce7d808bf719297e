-- Visit notes: one per appointment, in four parts (subjective, objective, assessment, plan). A
-- draft changes as the doctor types (the version counts the saves, for stale writes); a signed
-- note never changes again, and what comes later is an addendum beside it.
CREATE TABLE "visit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"doctor_id" uuid NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"status" text DEFAULT 'draft' NOT NULL,
	"subjective" text DEFAULT '' NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"no_note_reason" text,
	"signed_at" timestamp with time zone,
	"signed_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_notes_appointment_key" UNIQUE ("appointment_id"),
	CONSTRAINT "visit_notes_status_check" CHECK ("status" in ('draft', 'signed', 'notNeeded')),
	CONSTRAINT "visit_notes_signed_check" CHECK (("status" = 'signed') = ("signed_at" is not null)),
	CONSTRAINT "visit_notes_reason_check" CHECK (("status" = 'notNeeded') = ("no_note_reason" is not null))
);--> statement-breakpoint
CREATE INDEX "visit_notes_patient_idx" ON "visit_notes" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "visit_notes_doctor_idx" ON "visit_notes" USING btree ("doctor_id", "status");--> statement-breakpoint
-- What a doctor adds to a signed note, about one of its parts: dated, by whom, never changed.
CREATE TABLE "visit_note_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL REFERENCES "visit_notes"("id") ON DELETE CASCADE,
	"part" text NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_note_addenda_part_check" CHECK ("part" in ('subjective', 'objective', 'assessment', 'plan'))
);--> statement-breakpoint
CREATE INDEX "visit_note_addenda_note_idx" ON "visit_note_addenda" USING btree ("note_id", "created_at");--> statement-breakpoint
-- The database itself keeps a signed note as it was signed: its parts, signature and the
-- addenda cannot be updated, and a signed note cannot be deleted on its own (only with its
-- patient or doctor, when their whole record goes).
CREATE FUNCTION visit_notes_keep_signed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'signed' THEN
    IF TG_OP = 'DELETE' THEN
      IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
      RAISE EXCEPTION 'a signed visit note cannot be deleted' USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.status IS DISTINCT FROM OLD.status
      OR NEW.subjective IS DISTINCT FROM OLD.subjective
      OR NEW.objective IS DISTINCT FROM OLD.objective
      OR NEW.assessment IS DISTINCT FROM OLD.assessment
      OR NEW.plan IS DISTINCT FROM OLD.plan
      OR NEW.version IS DISTINCT FROM OLD.version
      OR NEW.signed_at IS DISTINCT FROM OLD.signed_at
      OR NEW.patient_id IS DISTINCT FROM OLD.patient_id
      OR NEW.doctor_id IS DISTINCT FROM OLD.doctor_id THEN
      RAISE EXCEPTION 'a signed visit note cannot be changed' USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_notes_keep_signed BEFORE UPDATE OR DELETE ON visit_notes
  FOR EACH ROW EXECUTE FUNCTION visit_notes_keep_signed();
--> statement-breakpoint
CREATE FUNCTION visit_note_addenda_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'an addendum cannot be deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.note_id IS DISTINCT FROM OLD.note_id OR NEW.part IS DISTINCT FROM OLD.part
    OR NEW.text IS DISTINCT FROM OLD.text OR NEW.created_at IS DISTINCT FROM OLD.created_at THEN
    RAISE EXCEPTION 'an addendum cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_note_addenda_keep BEFORE UPDATE OR DELETE ON visit_note_addenda
  FOR EACH ROW EXECUTE FUNCTION visit_note_addenda_keep();
--> statement-breakpoint
-- A doctor's own templates: each fills the four parts of a note.
CREATE TABLE "visit_note_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"subjective" text DEFAULT '' NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"assessment" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "visit_note_templates_doctor_idx" ON "visit_note_templates" USING btree ("doctor_id", "name");--> statement-breakpoint
-- The follow-up a doctor asks for after a visit: when, and what kind of visit.
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"doctor_id" uuid NOT NULL REFERENCES "doctors"("id") ON DELETE CASCADE,
	"due_date" text NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_appointment_key" UNIQUE ("appointment_id"),
	CONSTRAINT "follow_ups_kind_check" CHECK ("kind" in ('inPerson', 'video')),
	CONSTRAINT "follow_ups_due_date_check" CHECK ("due_date" ~ '^\d{4}-\d{2}-\d{2}$')
);--> statement-breakpoint
CREATE INDEX "follow_ups_doctor_idx" ON "follow_ups" USING btree ("doctor_id", "due_date");--> statement-breakpoint
-- A notification may be about a visit summary (the patient's link opens it).
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_subject_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_check" CHECK (("notifications"."subject_type" is null) = ("notifications"."subject_id" is null) and ("notifications"."subject_type" is null or "notifications"."subject_type" in ('appointment', 'foodPlan', 'sportsPlan', 'healthComplaint', 'doctor', 'patient', 'care', 'emergencyAccess', 'visitSummary')));
