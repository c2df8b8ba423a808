ALTER TABLE "uploads" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "byte_size" integer;