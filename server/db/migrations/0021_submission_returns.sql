-- A teacher can return a handed-in lesson so its student can go on: the hand-in row stays, its
-- submitted_at null until the student submits again; returned_at and returned_by say when and by
-- whom it was last returned. Every row that reads submitted_at already takes null as not handed in.
ALTER TABLE "activity_submissions" ALTER COLUMN "submitted_at" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_submissions" ADD COLUMN "returned_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "activity_submissions" ADD COLUMN "returned_by" text;
--> statement-breakpoint
ALTER TABLE "activity_submissions" ADD CONSTRAINT "activity_submissions_returned_by_people_principal_fk"
  FOREIGN KEY ("returned_by") REFERENCES "people"("principal") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Every hand-in and return, kept: an answer's history shows them beside its saves.
CREATE TABLE "activity_submission_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "institution_id" integer NOT NULL,
  "activity_id" integer NOT NULL,
  "student_principal" text NOT NULL,
  "kind" text NOT NULL,
  "by_principal" text,
  "at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_submission_events" ADD CONSTRAINT "activity_submission_events_activity_id_activities_id_fk"
  FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_submission_events" ADD CONSTRAINT "activity_submission_events_student_principal_people_principal_fk"
  FOREIGN KEY ("student_principal") REFERENCES "people"("principal") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_submission_events" ADD CONSTRAINT "activity_submission_events_by_principal_people_principal_fk"
  FOREIGN KEY ("by_principal") REFERENCES "people"("principal") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activity_submission_events_student_idx"
  ON "activity_submission_events" USING btree ("activity_id", "student_principal");
--> statement-breakpoint
-- The hand-ins made before returns existed start the history.
INSERT INTO "activity_submission_events" (institution_id, activity_id, student_principal, kind, by_principal, at)
  SELECT institution_id, activity_id, student_principal, 'submitted', student_principal, submitted_at
  FROM "activity_submissions" WHERE submitted_at IS NOT NULL;
--> statement-breakpoint
-- Kept by a trigger, as answers' versions are, so no write of a hand-in or a return can skip it.
CREATE FUNCTION "activity_submissions_keep_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted_at IS NOT NULL AND (TG_OP = 'INSERT' OR OLD.submitted_at IS NULL) THEN
    INSERT INTO activity_submission_events (institution_id, activity_id, student_principal, kind, by_principal, at)
    VALUES (NEW.institution_id, NEW.activity_id, NEW.student_principal, 'submitted', NEW.student_principal, NEW.submitted_at);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.returned_at IS NOT NULL AND NEW.returned_at IS DISTINCT FROM OLD.returned_at THEN
    INSERT INTO activity_submission_events (institution_id, activity_id, student_principal, kind, by_principal, at)
    VALUES (NEW.institution_id, NEW.activity_id, NEW.student_principal, 'returned', NEW.returned_by, NEW.returned_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_submissions_events" AFTER INSERT OR UPDATE ON "activity_submissions"
  FOR EACH ROW EXECUTE FUNCTION "activity_submissions_keep_events"();
