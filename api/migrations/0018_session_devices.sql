-- A sign-in shows where it came from (browser, address) and when it was last used, so that its
-- owner can recognise and end it, and the server can end it once it has been idle too long.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","family_id");--> statement-breakpoint
-- A stream ticket belongs to the sign-in that asked for it: it opens nothing once that sign-in ended.
ALTER TABLE "stream_tickets" ADD COLUMN "session_family_id" uuid;
--> statement-breakpoint
-- A sign-in that ends tells the instances holding its live streams (never sent to a browser).
ALTER TABLE "events" DROP CONSTRAINT "events_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_type_check" CHECK ("events"."type" in ('message', 'read', 'conversation', 'notification', 'appointment', 'signout'));
