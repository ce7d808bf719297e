CREATE TABLE "appointment_day_counts" (
	"date" date NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "appointment_day_counts_date_status_pk" PRIMARY KEY("date","status")
);
