CREATE TABLE "calendar_changes" (
	"calendar_id" uuid NOT NULL,
	"tx" bigint NOT NULL,
	CONSTRAINT "calendar_changes_calendar_id_tx_pk" PRIMARY KEY("calendar_id","tx")
);
--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0063: every statement that writes posts, publish targets or campaigns adds one row per
-- calendar it touched and transaction (a conflict within the same transaction adds nothing). Rows are
-- only inserted, so writers never wait on one another; a calendar being deleted adds nothing.
CREATE FUNCTION "calendar_changed_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "calendar_changes" ("calendar_id", "tx")
	SELECT DISTINCT changed."calendar_id", txid_current() FROM new_rows changed
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = changed."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "calendar_changed_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "calendar_changes" ("calendar_id", "tx")
	SELECT DISTINCT changed."calendar_id", txid_current() FROM old_rows changed
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = changed."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_changed_insert" AFTER INSERT ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "posts_changed_update" AFTER UPDATE ON "posts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "posts_changed_update_old" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_old"();
--> statement-breakpoint
CREATE TRIGGER "posts_changed_delete" AFTER DELETE ON "posts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_old"();
--> statement-breakpoint
CREATE TRIGGER "publish_targets_changed_insert" AFTER INSERT ON "publish_targets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "publish_targets_changed_update" AFTER UPDATE ON "publish_targets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "publish_targets_changed_delete" AFTER DELETE ON "publish_targets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_old"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_changed_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_changed_update" AFTER UPDATE ON "campaigns" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_new"();
--> statement-breakpoint
CREATE TRIGGER "campaigns_changed_delete" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "calendar_changed_old"();
