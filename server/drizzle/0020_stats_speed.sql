CREATE TABLE "stats_day_metrics" (
	"calendar_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"social_media" text NOT NULL,
	"likes" integer,
	"reposts" integer,
	"replies" integer,
	"impressions" integer,
	"engagement" integer,
	CONSTRAINT "stats_day_metrics_calendar_id_day_account_id_social_media_pk" PRIMARY KEY("calendar_id","day","account_id","social_media")
);
--> statement-breakpoint
CREATE TABLE "stats_day_top" (
	"calendar_id" uuid NOT NULL,
	"day" date NOT NULL,
	"target_id" uuid NOT NULL,
	"engagement" integer NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	CONSTRAINT "stats_day_top_calendar_id_day_target_id_pk" PRIMARY KEY("calendar_id","day","target_id")
);
--> statement-breakpoint
CREATE TABLE "stats_days" (
	"calendar_id" uuid NOT NULL,
	"day" date NOT NULL,
	"account_id" uuid NOT NULL,
	"figure" text NOT NULL,
	"targets" integer NOT NULL,
	"campaign" integer NOT NULL,
	"library" integer NOT NULL,
	CONSTRAINT "stats_days_calendar_id_day_account_id_figure_pk" PRIMARY KEY("calendar_id","day","account_id","figure")
);
--> statement-breakpoint
CREATE TABLE "stats_dirty_days" (
	"calendar_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tx" bigint NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "stats_dirty_days_calendar_id_day_tx_kind_pk" PRIMARY KEY("calendar_id","day","tx","kind")
);
--> statement-breakpoint
CREATE TABLE "stats_hours" (
	"calendar_id" uuid NOT NULL,
	"quarter" integer NOT NULL,
	"social_media" text NOT NULL,
	"p0" integer NOT NULL,
	"p1" integer NOT NULL,
	"p2" integer NOT NULL,
	"p3" integer NOT NULL,
	"e0" integer NOT NULL,
	"e1" integer NOT NULL,
	"e2" integer NOT NULL,
	"e3" integer NOT NULL,
	"m0" integer NOT NULL,
	"m1" integer NOT NULL,
	"m2" integer NOT NULL,
	"m3" integer NOT NULL,
	CONSTRAINT "stats_hours_calendar_id_quarter_social_media_pk" PRIMARY KEY("calendar_id","quarter","social_media")
);
--> statement-breakpoint
ALTER TABLE "stats_dirty_days" ADD CONSTRAINT "stats_dirty_days_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stats_hours_all_idx" ON "stats_hours" USING btree ("calendar_id","quarter") WHERE "stats_hours"."social_media" = '';--> statement-breakpoint
CREATE INDEX "publish_targets_published_idx" ON "publish_targets" USING btree ("calendar_id","post_date","sent_at","account_id") WHERE "publish_targets"."state" = 'published';--> statement-breakpoint
CREATE INDEX "publish_targets_failed_idx" ON "publish_targets" USING btree ("calendar_id","post_date") WHERE "publish_targets"."state" in ('failed', 'needs_reconnect', 'blocked');--> statement-breakpoint
-- Decision 0118: the stats rollups are recomputed per UTC day from the rows. Which figure a target
-- state counts in (scheduled and publishing are one figure, so a claim changes no rollup).
CREATE FUNCTION "stats_figure"("state" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE "state" WHEN 'scheduled' THEN 'scheduled' WHEN 'publishing' THEN 'scheduled'
		WHEN 'published' THEN 'published' WHEN 'failed' THEN 'failed' WHEN 'needs_reconnect' THEN 'failed'
		WHEN 'blocked' THEN 'failed' WHEN 'unconfirmed' THEN 'unconfirmed' WHEN 'reminder_sent' THEN 'reminder_sent' END
$$;
--> statement-breakpoint
CREATE FUNCTION "stats_day"("at" timestamp with time zone) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT ("at" AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
-- Every statement that writes what a rollup counts marks the UTC days it touched: one row per calendar,
-- day, transaction and kind (a second statement of the same transaction adds nothing), inserts only,
-- so writers never wait on one another; a calendar being deleted adds nothing. A reading marks its day
-- 'metrics': the targets' counts and their posts' origins need not be read again.
CREATE FUNCTION "stats_targets_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT t."calendar_id", "stats_day"(t."post_date"), txid_current(), 'targets' FROM new_rows t
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = t."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stats_targets_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT t."calendar_id", "stats_day"(t."post_date"), txid_current(), 'targets' FROM old_rows t
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = t."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- An update counts when it moves a target to another figure, day, account, network or post (a claim,
-- a reservation or a heartbeat marks nothing); the days of its metrics are marked too, as the top
-- posts keep the target's date with the metric's day.
CREATE FUNCTION "stats_targets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT o."calendar_id" AS "old_calendar_id", o."post_date" AS "old_post_date", n."calendar_id", n."post_date", n."id"
		FROM old_rows o JOIN new_rows n ON n."id" = o."id"
		WHERE ("stats_figure"(o."state"), o."post_date", o."account_id", o."social_media", o."post_id", o."calendar_id")
			IS DISTINCT FROM ("stats_figure"(n."state"), n."post_date", n."account_id", n."social_media", n."post_id", n."calendar_id")
	), marked AS (
		SELECT "old_calendar_id" AS "calendar_id", "stats_day"("old_post_date") AS "day", 'targets' AS "kind" FROM changed
		UNION ALL SELECT "calendar_id", "stats_day"("post_date"), 'targets' FROM changed
		UNION ALL SELECT m."calendar_id", "stats_day"(m."post_date"), 'metrics' FROM "post_metrics" m JOIN changed c ON m."target_id" = c."id"
	)
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT marked."calendar_id", marked."day", txid_current(), marked."kind" FROM marked
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = marked."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stats_metrics_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT m."calendar_id", "stats_day"(m."post_date"), txid_current(), 'metrics' FROM new_rows m
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = m."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "stats_metrics_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT m."calendar_id", "stats_day"(m."post_date"), txid_current(), 'metrics' FROM old_rows m
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = m."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A reading counts when a figure, the date, the account or the network changed, not when only the next
-- reading is put off.
CREATE FUNCTION "stats_metrics_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT o."calendar_id" AS "old_calendar_id", o."post_date" AS "old_post_date", n."calendar_id", n."post_date"
		FROM old_rows o JOIN new_rows n ON n."target_id" = o."target_id"
		WHERE (o."likes", o."reposts", o."replies", o."impressions", o."post_date", o."account_id", o."social_media", o."calendar_id")
			IS DISTINCT FROM (n."likes", n."reposts", n."replies", n."impressions", n."post_date", n."account_id", n."social_media", n."calendar_id")
	), marked AS (
		SELECT "old_calendar_id" AS "calendar_id", "stats_day"("old_post_date") AS "day" FROM changed
		UNION ALL SELECT "calendar_id", "stats_day"("post_date") FROM changed
	)
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT marked."calendar_id", marked."day", txid_current(), 'metrics' FROM marked
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = marked."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A post's campaign or library origin decides which share its published targets count in.
CREATE FUNCTION "stats_posts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH changed AS (
		SELECT n."id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
		WHERE (o."campaign_id", o."library_post_id") IS DISTINCT FROM (n."campaign_id", n."library_post_id")
	)
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT t."calendar_id", "stats_day"(t."post_date"), txid_current(), 'targets'
	FROM "publish_targets" t JOIN changed c ON t."post_id" = c."id"
	WHERE EXISTS (SELECT 1 FROM "calendars" cal WHERE cal."id" = t."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A stats statement reads a few thousand rows: no parallel workers (on a busy machine, starting them
-- cost more than the statement).
ALTER TABLE "stats_days" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "stats_day_metrics" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "stats_hours" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "stats_day_top" SET (parallel_workers = 0);
--> statement-breakpoint
ALTER TABLE "post_metrics" SET (parallel_workers = 0);
--> statement-breakpoint
-- The rollups have no foreign key (each row a refresh writes would be checked): a deleted calendar's
-- rows go with it here.
CREATE FUNCTION "stats_calendars_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "stats_days" WHERE "calendar_id" IN (SELECT "id" FROM old_rows);
	DELETE FROM "stats_day_metrics" WHERE "calendar_id" IN (SELECT "id" FROM old_rows);
	DELETE FROM "stats_hours" WHERE "calendar_id" IN (SELECT "id" FROM old_rows);
	DELETE FROM "stats_day_top" WHERE "calendar_id" IN (SELECT "id" FROM old_rows);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "calendars_stats_delete" AFTER DELETE ON "calendars" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_calendars_deleted"();
--> statement-breakpoint
-- What is there already is counted at the first stats read of each calendar.
INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
SELECT "calendar_id", "stats_day"("post_date"), 0, 'targets' FROM "publish_targets"
UNION SELECT "calendar_id", "stats_day"("post_date"), 0, 'metrics' FROM "post_metrics";
--> statement-breakpoint
CREATE TRIGGER "publish_targets_stats_insert" AFTER INSERT ON "publish_targets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_targets_inserted"();
--> statement-breakpoint
CREATE TRIGGER "publish_targets_stats_update" AFTER UPDATE ON "publish_targets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_targets_updated"();
--> statement-breakpoint
CREATE TRIGGER "publish_targets_stats_delete" AFTER DELETE ON "publish_targets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_targets_deleted"();
--> statement-breakpoint
CREATE TRIGGER "post_metrics_stats_insert" AFTER INSERT ON "post_metrics" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_metrics_inserted"();
--> statement-breakpoint
CREATE TRIGGER "post_metrics_stats_update" AFTER UPDATE ON "post_metrics" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_metrics_updated"();
--> statement-breakpoint
CREATE TRIGGER "post_metrics_stats_delete" AFTER DELETE ON "post_metrics" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_metrics_deleted"();
--> statement-breakpoint
CREATE TRIGGER "posts_stats_update" AFTER UPDATE ON "posts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "stats_posts_updated"();
