CREATE TABLE "subject_student_counts" (
	"subject_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_student_counts_subject_id_shard_pk" PRIMARY KEY("subject_id","shard")
);
--> statement-breakpoint
ALTER TABLE "subject_student_counts" ADD CONSTRAINT "subject_student_counts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "subject_student_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- One row per connection (of 16), so concurrent joins of one subject do not wait on each other.
  my_shard smallint := (pg_backend_pid() % 16)::smallint;
BEGIN
  -- A subject being deleted takes its count rows with it (cascade): nothing to keep then.
  IF TG_OP <> 'INSERT' AND OLD.role = 'STUDENT' THEN
    INSERT INTO subject_student_counts AS c (subject_id, shard, students)
    SELECT OLD.subject_id, my_shard, -1 WHERE EXISTS (SELECT 1 FROM subjects WHERE id = OLD.subject_id)
    ON CONFLICT (subject_id, shard) DO UPDATE SET students = c.students - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.role = 'STUDENT' THEN
    INSERT INTO subject_student_counts AS c (subject_id, shard, students)
    VALUES (NEW.subject_id, my_shard, 1)
    ON CONFLICT (subject_id, shard) DO UPDATE SET students = c.students + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subject_roles_student_count" AFTER INSERT OR DELETE OR UPDATE OF "role", "subject_id" ON "subject_roles"
  FOR EACH ROW EXECUTE FUNCTION "subject_student_counts_follow"();
--> statement-breakpoint
INSERT INTO "subject_student_counts" ("subject_id", "shard", "students")
  SELECT "subject_id", 0, count(*)::int FROM "subject_roles" WHERE "role" = 'STUDENT' GROUP BY "subject_id";
