ALTER TABLE "institutions" ADD COLUMN "terms" jsonb;
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "default_curriculum" text;
