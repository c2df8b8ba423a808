-- A saved answer is a new version whenever a save is applied, whatever time its client gave: saves
-- are ordered by the answer's version (the client sends back the one its edit was made on) or by
-- when the server received them, never by a client's clock.
CREATE OR REPLACE FUNCTION "activity_responses_keep_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.version_count IS DISTINCT FROM OLD.version_count THEN
    INSERT INTO activity_response_versions (institution_id, response_id, value, client_saved_at, saved_at)
    VALUES (NEW.institution_id, NEW.id, NEW.value, NEW.client_saved_at, NEW.saved_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- When a lesson's students see the automatic marks: on hand-in (the default), or as they go,
-- checking an answer at most check_tries times (counted per answer in checks_used).
ALTER TABLE "activities" ADD COLUMN "feedback_mode" text DEFAULT 'onSubmit' NOT NULL;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "check_tries" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "activity_responses" ADD COLUMN "checks_used" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Every change of an answer's mark (a teacher's, an automatic one, one cleared by a changed answer)
-- counts, so a teacher's mark made on an older one is refused rather than silently replacing it.
ALTER TABLE "activity_responses" ADD COLUMN "mark_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "activity_responses_count_marks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.score IS DISTINCT FROM OLD.score OR NEW.feedback IS DISTINCT FROM OLD.feedback
    OR NEW.marked_by IS DISTINCT FROM OLD.marked_by OR NEW.marked_at IS DISTINCT FROM OLD.marked_at THEN
    NEW.mark_version := OLD.mark_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_responses_mark_version" BEFORE UPDATE ON "activity_responses"
  FOR EACH ROW EXECUTE FUNCTION "activity_responses_count_marks"();
