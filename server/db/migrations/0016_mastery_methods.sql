-- The mastery method a subject's teachers chose (latest, highest, average, decayingAverage); none: the default.
CREATE TABLE "subject_mastery_settings" (
	"subject_id" integer PRIMARY KEY NOT NULL REFERENCES "subjects"("id") ON DELETE CASCADE,
	"institution_id" integer NOT NULL,
	"method" text NOT NULL,
	"updated_by" text REFERENCES "people"("principal") ON DELETE SET NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subject_mastery_settings_method" CHECK ("method" in ('latest', 'highest', 'average', 'decayingAverage'))
);
