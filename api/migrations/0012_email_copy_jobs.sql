CREATE TABLE "email_copy_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"notification_id" uuid,
	"conversation_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_copy_jobs_kind_check" CHECK ("email_copy_jobs"."kind" in ('appointment', 'plan', 'care', 'message'))
);
--> statement-breakpoint
ALTER TABLE "email_copy_jobs" ADD CONSTRAINT "email_copy_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_copy_jobs" ADD CONSTRAINT "email_copy_jobs_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_copy_jobs" ADD CONSTRAINT "email_copy_jobs_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_copy_jobs_due_idx" ON "email_copy_jobs" USING btree ("due_at") WHERE "email_copy_jobs"."outcome" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_copy_jobs_message_key" ON "email_copy_jobs" USING btree ("conversation_id","user_id") WHERE "email_copy_jobs"."outcome" is null and "email_copy_jobs"."kind" = 'message';