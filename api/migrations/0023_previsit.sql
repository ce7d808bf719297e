-- The clinic's pre-visit questionnaire, one row per published version: a version's questions
-- never change, so answers keep the questions they answered.
CREATE TABLE "questionnaire_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"published_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_versions_number_key" UNIQUE ("number"),
	CONSTRAINT "questionnaire_versions_questions_check" CHECK (jsonb_typeof("questions") = 'array')
);--> statement-breakpoint
-- One questionnaire per appointment. The patient's answers stay with their record when an
-- appointment row is removed (no deletion path of their own).
CREATE TABLE "previsit_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"version_id" uuid NOT NULL REFERENCES "questionnaire_versions"("id"),
	"answers" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "previsit_answers_appointment_key" UNIQUE ("appointment_id")
);--> statement-breakpoint
CREATE INDEX "previsit_answers_patient_idx" ON "previsit_answers" USING btree ("patient_id");--> statement-breakpoint
-- The online check-in: the contact details and insurance the patient confirmed, as they were.
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid REFERENCES "appointments"("id") ON DELETE SET NULL,
	"patient_id" uuid NOT NULL REFERENCES "patients"("id") ON DELETE CASCADE,
	"phone_number" text NOT NULL,
	"address" text NOT NULL,
	"insurance_provider" text NOT NULL,
	"insurance_member_number" text NOT NULL,
	"checked_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_appointment_key" UNIQUE ("appointment_id")
);--> statement-breakpoint
CREATE INDEX "check_ins_patient_idx" ON "check_ins" USING btree ("patient_id", "checked_in_at");--> statement-breakpoint
INSERT INTO "questionnaire_versions" ("number", "questions") VALUES (1, '[
	{"key": "reason-details", "kind": "longText", "label": "Tell us more about the reason for your visit", "required": false},
	{"key": "symptoms", "kind": "longText", "label": "Your symptoms, and since when you have them", "required": false},
	{"key": "current-medications", "kind": "longText", "label": "Medicines you take now (name and dose)", "required": false},
	{"key": "allergies", "kind": "shortText", "label": "Allergies (medicines, foods, other)", "required": false},
	{"key": "policy-consent", "kind": "yesNo", "label": "I have read and accept the clinic''s policy", "required": true, "mustAgree": true}
]'::jsonb);
