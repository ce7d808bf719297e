ALTER TABLE "doctors" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "superseded_at" timestamp with time zone;
