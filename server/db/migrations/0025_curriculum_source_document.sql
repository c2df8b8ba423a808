ALTER TABLE "curricula" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "document_title" text;