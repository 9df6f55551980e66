CREATE TABLE "content_import_rows" (
	"import_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "content_import_rows_import_id_batch_pk" PRIMARY KEY("import_id","batch")
);
--> statement-breakpoint
ALTER TABLE "content_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_import_rows" ADD CONSTRAINT "content_import_rows_import_id_content_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."content_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_imports_status_heartbeat_idx" ON "content_imports" USING btree ("status","heartbeat_at");--> statement-breakpoint
-- Imports not over keep their rows, as one batch (a batch may hold any number of rows).
INSERT INTO "content_import_rows" ("import_id", "batch", "rows") SELECT "id", 0, "rows" FROM "content_imports" WHERE jsonb_array_length("rows") > 0;--> statement-breakpoint
-- Jobs under way when this runs are judged by the stale-job sweeper from their last update.
UPDATE "content_imports" SET "heartbeat_at" = "updated_at" WHERE "status" IN ('queued', 'running');
