CREATE TABLE "email_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"username" text NOT NULL,
	"gender" text,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_role_check" CHECK ("registrations"."role" in ('patient', 'doctor'))
);
--> statement-breakpoint
CREATE TABLE "signup_codes" (
	"email" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "verification_codes" CASCADE;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_key" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_user_idx" ON "email_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
-- Accounts never verified become pending sign-ups: a sign-up is an account only once its
-- address is proven. Their user rows are retired the way a deleted account is (address and
-- username freed, no password), so whatever refers to them keeps a row to point at.
INSERT INTO "registrations" ("email", "first_name", "last_name", "username", "gender", "role", "password_hash", "expires_at", "created_at")
SELECT "email", "first_name", "last_name", "username", "gender", "role", "password_hash", now() + interval '1 day', "created_at"
FROM "users" WHERE "email_verified_at" IS NULL AND "deleted_at" IS NULL AND "role" IN ('patient', 'doctor');--> statement-breakpoint
UPDATE "patients" SET "deleted_at" = now()
WHERE "deleted_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL AND "deleted_at" IS NULL AND "role" IN ('patient', 'doctor'));--> statement-breakpoint
UPDATE "users" SET "email" = 'deleted-' || "id" || '@deleted.invalid', "username" = 'deleted-' || "id", "password_hash" = '!', "deleted_at" = now(), "updated_at" = now()
WHERE "email_verified_at" IS NULL AND "deleted_at" IS NULL AND "role" IN ('patient', 'doctor');
