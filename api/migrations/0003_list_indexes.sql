DROP INDEX "appointments_doctor_date_idx";--> statement-breakpoint
DROP INDEX "appointments_patient_date_idx";--> statement-breakpoint
DROP INDEX "food_feedback_created_idx";--> statement-breakpoint
DROP INDEX "food_plans_patient_idx";--> statement-breakpoint
DROP INDEX "health_complaints_patient_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "outbox_to_idx";--> statement-breakpoint
DROP INDEX "sport_feedback_created_idx";--> statement-breakpoint
DROP INDEX "sport_plans_patient_idx";--> statement-breakpoint
CREATE INDEX "appointments_doctor_list_idx" ON "appointments" USING btree ("doctor_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_patient_list_idx" ON "appointments" USING btree ("patient_id","date","created_at","id");--> statement-breakpoint
CREATE INDEX "food_feedback_list_idx" ON "food_feedback" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "food_plans_patient_list_idx" ON "food_plans" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "health_complaints_patient_list_idx" ON "health_complaints" USING btree ("patient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_list_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_list_idx" ON "outbox" USING btree ("to","created_at","id");--> statement-breakpoint
CREATE INDEX "sport_feedback_list_idx" ON "sport_feedback" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sport_plans_patient_list_idx" ON "sport_plans" USING btree ("patient_id","created_at","id");