ALTER TABLE "institution_roles" ADD COLUMN "licence_released_on" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "institution_roles" ADD COLUMN "licence_released_by" text;
