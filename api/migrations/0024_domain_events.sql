-- Domain events are written in the transaction of their change, so a crash or a failing handler
-- after the commit delays a consequence instead of losing it (docs/decisions/domain-events.md).
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handlers_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "domain_events_due_idx" ON "domain_events" USING btree ("next_attempt_at") WHERE "domain_events"."handled_at" is null;
--> statement-breakpoint
CREATE INDEX "domain_events_handled_idx" ON "domain_events" USING btree ("handled_at") WHERE "domain_events"."handled_at" is not null;
