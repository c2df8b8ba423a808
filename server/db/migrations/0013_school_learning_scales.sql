-- A school's own learning-scale text for an outcome, one row per level; never official.
CREATE TABLE "school_learning_scales" (
	"institution_id" integer NOT NULL REFERENCES "institutions"("id") ON DELETE CASCADE,
	"learning_outcome_uuid" uuid NOT NULL REFERENCES "learning_outcomes"("uuid") ON DELETE CASCADE,
	"level" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" text,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_learning_scales_pk" PRIMARY KEY ("institution_id", "learning_outcome_uuid", "level"),
	CONSTRAINT "school_learning_scales_level" CHECK ("level" in ('notShown', 'emerging', 'developing', 'proficient', 'advanced')),
	CONSTRAINT "school_learning_scales_text_length" CHECK (char_length("text") between 1 and 2000)
);
