-- A student's own due date for a lesson (an extension the teacher gave), instead of the lesson's.
CREATE TABLE "activity_student_due_dates" (
	"activity_id" integer NOT NULL,
	"student_principal" text NOT NULL,
	"institution_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"set_by" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_student_due_dates_pk" PRIMARY KEY("activity_id","student_principal")
);
--> statement-breakpoint
ALTER TABLE "activity_student_due_dates" ADD CONSTRAINT "activity_student_due_dates_activity_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_student_due_dates" ADD CONSTRAINT "activity_student_due_dates_student_fk" FOREIGN KEY ("student_principal") REFERENCES "public"."people"("principal") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_student_due_dates" ADD CONSTRAINT "activity_student_due_dates_set_by_fk" FOREIGN KEY ("set_by") REFERENCES "public"."people"("principal") ON DELETE set null ON UPDATE no action;
