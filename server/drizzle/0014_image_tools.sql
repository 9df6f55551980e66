ALTER TABLE "media" ADD COLUMN "ocr_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "attribution" jsonb;