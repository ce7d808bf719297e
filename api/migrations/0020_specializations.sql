-- The clinic's one list of specializations: doctors choose from it, patients search by it.
CREATE TABLE "specializations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specializations_name_check" CHECK (char_length(btrim("name")) BETWEEN 1 AND 100)
);--> statement-breakpoint
CREATE UNIQUE INDEX "specializations_name_key" ON "specializations" USING btree (lower("name"));--> statement-breakpoint
-- Free-text values as doctors typed them, read as the list's names: the trade ('cardiologist',
-- 'Cardiologists') becomes its field ('Cardiology'); case and spaces never make two entries.
CREATE TEMPORARY TABLE "specialization_variants" ("variant" text PRIMARY KEY, "name" text NOT NULL);--> statement-breakpoint
INSERT INTO "specialization_variants" ("variant", "name") VALUES
	('cardiology', 'Cardiology'), ('cardiologist', 'Cardiology'), ('cardiologists', 'Cardiology'), ('cardiac', 'Cardiology'), ('heart', 'Cardiology'),
	('general practice', 'General Practice'), ('general practitioner', 'General Practice'), ('gp', 'General Practice'), ('family medicine', 'General Practice'), ('family doctor', 'General Practice'), ('general medicine', 'General Practice'),
	('dermatology', 'Dermatology'), ('dermatologist', 'Dermatology'), ('skin', 'Dermatology'),
	('orthopedics', 'Orthopedics'), ('orthopaedics', 'Orthopedics'), ('orthopedic', 'Orthopedics'), ('orthopedist', 'Orthopedics'), ('orthopaedic surgeon', 'Orthopedics'), ('orthopedic surgeon', 'Orthopedics'), ('orthopedic surgery', 'Orthopedics'),
	('nutrition and dietetics', 'Nutrition and Dietetics'), ('nutrition', 'Nutrition and Dietetics'), ('dietetics', 'Nutrition and Dietetics'), ('nutritionist', 'Nutrition and Dietetics'), ('dietitian', 'Nutrition and Dietetics'), ('dietician', 'Nutrition and Dietetics'),
	('sports medicine', 'Sports Medicine'), ('sports physician', 'Sports Medicine'), ('sport medicine', 'Sports Medicine'),
	('pediatrics', 'Pediatrics'), ('paediatrics', 'Pediatrics'), ('pediatrician', 'Pediatrics'), ('paediatrician', 'Pediatrics'), ('pediatric', 'Pediatrics'),
	('neurology', 'Neurology'), ('neurologist', 'Neurology'),
	('psychiatry', 'Psychiatry'), ('psychiatrist', 'Psychiatry'),
	('oncology', 'Oncology'), ('oncologist', 'Oncology'),
	('gynecology', 'Gynecology'), ('gynaecology', 'Gynecology'), ('gynecologist', 'Gynecology'), ('gynaecologist', 'Gynecology'), ('obstetrics and gynecology', 'Gynecology'), ('ob/gyn', 'Gynecology'), ('obgyn', 'Gynecology'),
	('ophthalmology', 'Ophthalmology'), ('ophthalmologist', 'Ophthalmology'), ('eye doctor', 'Ophthalmology'),
	('endocrinology', 'Endocrinology'), ('endocrinologist', 'Endocrinology'),
	('gastroenterology', 'Gastroenterology'), ('gastroenterologist', 'Gastroenterology'),
	('radiology', 'Radiology'), ('radiologist', 'Radiology'),
	('urology', 'Urology'), ('urologist', 'Urology'),
	('pulmonology', 'Pulmonology'), ('pulmonologist', 'Pulmonology'),
	('nephrology', 'Nephrology'), ('nephrologist', 'Nephrology'),
	('rheumatology', 'Rheumatology'), ('rheumatologist', 'Rheumatology'),
	('ent', 'ENT'), ('otolaryngology', 'ENT'), ('otolaryngologist', 'ENT'),
	('dentistry', 'Dentistry'), ('dentist', 'Dentistry'), ('dental', 'Dentistry');--> statement-breakpoint
-- The list starts with the clinic's usual fields, whether or not a doctor holds one yet.
INSERT INTO "specializations" ("name")
SELECT DISTINCT "name" FROM "specialization_variants";--> statement-breakpoint
-- Every doctor's value, spaces collapsed, then its field when it is a known variant.
UPDATE "doctors" SET "specialization" = regexp_replace(btrim("specialization"), '\s+', ' ', 'g');--> statement-breakpoint
UPDATE "doctors" AS d SET "specialization" = v."name"
FROM "specialization_variants" AS v
WHERE lower(d."specialization") = v."variant";--> statement-breakpoint
-- A value the list does not know becomes an entry, as written first (its other cases follow it).
INSERT INTO "specializations" ("name")
SELECT DISTINCT ON (lower(d."specialization")) d."specialization"
FROM "doctors" AS d
WHERE d."specialization" <> ''
ORDER BY lower(d."specialization"), d."created_at"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "doctors" AS d SET "specialization" = s."name"
FROM "specializations" AS s
WHERE lower(d."specialization") = lower(s."name") AND d."specialization" <> s."name";--> statement-breakpoint
DROP TABLE "specialization_variants";
