-- How often what a subject's outcome grid shows has changed: one counter per student of the subject
-- (their membership and name, answers and levels) and one for the whole subject (student_principal
-- '': its lessons, tags, question marks and mastery method). A student's autosaves and joins count
-- on their own row, so a class saving or joining at once does not queue on one row. Counters only go
-- up and rows are kept while the subject is, so the sum of a subject's counters goes up with every
-- committed change, whatever the order transactions commit in: a grid kept at one sum is current
-- while the sum stays the same.
CREATE TABLE "subject_mastery_versions" (
	"subject_id" integer NOT NULL REFERENCES "subjects"("id") ON DELETE CASCADE,
	"student_principal" text NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "subject_mastery_versions_pk" PRIMARY KEY ("subject_id", "student_principal")
);
--> statement-breakpoint
CREATE FUNCTION "mastery_version_bump"(p_subject integer, p_student text) RETURNS void LANGUAGE sql AS $$
  -- A subject being deleted takes its counters with it (cascade): nothing to count then.
  INSERT INTO subject_mastery_versions AS v (subject_id, student_principal)
  SELECT p_subject, p_student WHERE EXISTS (SELECT 1 FROM subjects WHERE id = p_subject)
  ON CONFLICT (subject_id, student_principal) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- Counts one change on a student's row of the subject of a lesson (of an answer, when given one).
CREATE FUNCTION "mastery_version_bump_for"(p_activity integer, p_student text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subject_mastery_versions AS v (subject_id, student_principal)
  SELECT a.subject_id, p_student FROM activities a WHERE a.id = p_activity
  ON CONFLICT (subject_id, student_principal) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- An answer counts when it is (or was) marked automatically: its score is a level of its question's
-- outcomes. A teacher's levels count through response_outcome_levels.
CREATE FUNCTION "mastery_versions_follow_responses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM mastery_version_bump(a.subject_id, OLD.student_principal) FROM activities a WHERE a.id = OLD.activity_id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.activity_id <> NEW.activity_id OR OLD.student_principal <> NEW.student_principal THEN
      PERFORM mastery_version_bump_for(OLD.activity_id, OLD.student_principal);
    END IF;
  END IF;
  -- The autosave path: one statement.
  INSERT INTO subject_mastery_versions AS v (subject_id, student_principal)
  SELECT a.subject_id, NEW.student_principal FROM activities a WHERE a.id = NEW.activity_id
  ON CONFLICT (subject_id, student_principal) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_responses_mastery_insert" AFTER INSERT ON "activity_responses"
  FOR EACH ROW WHEN (NEW.is_auto_mark) EXECUTE FUNCTION "mastery_versions_follow_responses"();
--> statement-breakpoint
CREATE TRIGGER "activity_responses_mastery_update" AFTER UPDATE OF "score", "is_auto_mark", "marked_at", "saved_at", "activity_id", "worksheet_item_id", "student_principal" ON "activity_responses"
  FOR EACH ROW WHEN (OLD.is_auto_mark OR NEW.is_auto_mark OR OLD.activity_id <> NEW.activity_id
    OR OLD.worksheet_item_id <> NEW.worksheet_item_id OR OLD.student_principal <> NEW.student_principal)
  EXECUTE FUNCTION "mastery_versions_follow_responses"();
--> statement-breakpoint
CREATE TRIGGER "activity_responses_mastery_delete" AFTER DELETE ON "activity_responses"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_responses"();
--> statement-breakpoint
CREATE FUNCTION "mastery_versions_follow_levels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A level whose answer is being deleted: the answer's own trigger counts it.
  IF TG_OP <> 'INSERT' THEN
    PERFORM mastery_version_bump(a.subject_id, r.student_principal)
    FROM activity_responses r JOIN activities a ON a.id = r.activity_id WHERE r.id = OLD.response_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.response_id <> NEW.response_id) THEN
    PERFORM mastery_version_bump_for(r.activity_id, r.student_principal)
    FROM activity_responses r WHERE r.id = NEW.response_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "response_outcome_levels_mastery" AFTER INSERT OR UPDATE OR DELETE ON "response_outcome_levels"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_levels"();
--> statement-breakpoint
-- A student joining or leaving a subject counts on their own row.
CREATE FUNCTION "mastery_versions_follow_students"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.role = 'STUDENT' THEN
    PERFORM mastery_version_bump(OLD.subject_id, OLD.principal);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'STUDENT' THEN
    INSERT INTO subject_mastery_versions AS v (subject_id, student_principal) VALUES (NEW.subject_id, NEW.principal)
    ON CONFLICT (subject_id, student_principal) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subject_roles_mastery" AFTER INSERT OR DELETE OR UPDATE OF "role", "subject_id", "principal" ON "subject_roles"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_students"();
--> statement-breakpoint
-- Changes that concern every student of a subject count on its '' row.
CREATE FUNCTION "mastery_versions_follow_subject"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_subject integer;
  new_subject integer;
BEGIN
  IF TG_TABLE_NAME IN ('activities', 'subject_mastery_settings') THEN
    IF TG_OP <> 'INSERT' THEN old_subject := OLD.subject_id; END IF;
    IF TG_OP <> 'DELETE' THEN new_subject := NEW.subject_id; END IF;
  ELSIF TG_TABLE_NAME IN ('worksheet_items', 'activity_outcome_tags') THEN
    IF TG_OP <> 'INSERT' THEN SELECT subject_id INTO old_subject FROM activities WHERE id = OLD.activity_id; END IF;
    IF TG_OP <> 'DELETE' THEN SELECT subject_id INTO new_subject FROM activities WHERE id = NEW.activity_id; END IF;
  ELSIF TG_TABLE_NAME = 'worksheet_item_outcome_tags' THEN
    IF TG_OP <> 'INSERT' THEN
      SELECT a.subject_id INTO old_subject FROM worksheet_items wi JOIN activities a ON a.id = wi.activity_id
      WHERE wi.id = OLD.worksheet_item_id;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      SELECT a.subject_id INTO new_subject FROM worksheet_items wi JOIN activities a ON a.id = wi.activity_id
      WHERE wi.id = NEW.worksheet_item_id;
    END IF;
  END IF;
  IF old_subject IS NOT NULL THEN PERFORM mastery_version_bump(old_subject, ''); END IF;
  IF new_subject IS NOT NULL AND new_subject IS DISTINCT FROM old_subject THEN
    PERFORM mastery_version_bump(new_subject, '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_mastery" AFTER INSERT OR DELETE OR UPDATE OF "subject_id", "deleted_at", "status", "position" ON "activities"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_subject"();
--> statement-breakpoint
CREATE TRIGGER "worksheet_items_mastery" AFTER DELETE OR UPDATE OF "marks", "activity_id" ON "worksheet_items"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_subject"();
--> statement-breakpoint
CREATE TRIGGER "worksheet_item_outcome_tags_mastery" AFTER INSERT OR UPDATE OR DELETE ON "worksheet_item_outcome_tags"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_subject"();
--> statement-breakpoint
CREATE TRIGGER "activity_outcome_tags_mastery" AFTER INSERT OR UPDATE OR DELETE ON "activity_outcome_tags"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_subject"();
--> statement-breakpoint
CREATE TRIGGER "subject_mastery_settings_mastery" AFTER INSERT OR UPDATE OR DELETE ON "subject_mastery_settings"
  FOR EACH ROW EXECUTE FUNCTION "mastery_versions_follow_subject"();
--> statement-breakpoint
-- A student's new name shows in the grids of the subjects they are a student of.
CREATE FUNCTION "mastery_versions_follow_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO subject_mastery_versions AS v (subject_id, student_principal)
  SELECT sr.subject_id, sr.principal FROM subject_roles sr WHERE sr.principal = NEW.principal AND sr.role = 'STUDENT'
  ON CONFLICT (subject_id, student_principal) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "people_mastery" AFTER UPDATE OF "full_name" ON "people"
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION "mastery_versions_follow_names"();
