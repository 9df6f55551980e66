-- Decision 0118: what the stats triggers cost the writers. plpgsql plans a trigger's statements at its
-- first call in a session and keeps the plans, estimated for that call's transition tables: after a
-- one-row claim or heartbeat, the join of old_rows and new_rows was a nested loop (500 rows settled
-- together: 250,000 pairs); planned for many rows, the metrics of the changed targets were a hash join
-- over every row of post_metrics. The targets' update now pairs the rows by grouping (no join, so no
-- nested loop to choose) and reads the metrics by their key.
CREATE OR REPLACE FUNCTION "stats_targets_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH sides AS (
		SELECT "id", "calendar_id", "post_date", "stats_figure"("state") AS "figure", "account_id", "social_media", "post_id"
		FROM old_rows
		UNION ALL
		SELECT "id", "calendar_id", "post_date", "stats_figure"("state"), "account_id", "social_media", "post_id"
		FROM new_rows
	), changed AS MATERIALIZED (
		-- A target whose counted columns are the same before and after is one group of two rows; one that
		-- changed is two groups of one: its old and its new figure, day, account, network and post.
		SELECT "id", "calendar_id", "post_date" FROM sides
		GROUP BY "id", "calendar_id", "post_date", "figure", "account_id", "social_media", "post_id"
		HAVING count(*) = 1
	), marked AS (
		SELECT DISTINCT "calendar_id", "stats_day"("post_date") AS "day", 'targets' AS "kind" FROM changed
		UNION
		SELECT m."calendar_id", "stats_day"(m."post_date"), 'metrics' FROM "post_metrics" m
		WHERE m."target_id" = ANY (ARRAY(SELECT DISTINCT "id" FROM changed))
	)
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT marked."calendar_id", marked."day", txid_current(), marked."kind" FROM marked
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = marked."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Posts and readings are updated far more often than anything a rollup counts changes in them (an
-- edit of the message, the next reading put off): row triggers whose WHEN clause is checked as each
-- row is written, so those updates queue nothing and build no transition tables.
DROP TRIGGER "posts_stats_update" ON "posts";
--> statement-breakpoint
DROP FUNCTION "stats_posts_updated"();
--> statement-breakpoint
-- A post's campaign or library origin decides which share its published targets count in.
CREATE FUNCTION "stats_post_origin_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT t."calendar_id", "stats_day"(t."post_date"), txid_current(), 'targets'
	FROM "publish_targets" t
	WHERE t."post_id" = NEW."id" AND EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = t."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "posts_stats_update" AFTER UPDATE OF "campaign_id", "library_post_id" ON "posts" FOR EACH ROW
	WHEN ((OLD."campaign_id", OLD."library_post_id") IS DISTINCT FROM (NEW."campaign_id", NEW."library_post_id"))
	EXECUTE FUNCTION "stats_post_origin_changed"();
--> statement-breakpoint
DROP TRIGGER "post_metrics_stats_update" ON "post_metrics";
--> statement-breakpoint
DROP FUNCTION "stats_metrics_updated"();
--> statement-breakpoint
-- A reading counts when a figure, the date, the account or the network changed: the old and the new day.
CREATE FUNCTION "stats_metric_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
	SELECT DISTINCT marked."calendar_id", marked."day", txid_current(), 'metrics'
	FROM (VALUES (OLD."calendar_id", "stats_day"(OLD."post_date")), (NEW."calendar_id", "stats_day"(NEW."post_date")))
		AS marked ("calendar_id", "day")
	WHERE EXISTS (SELECT 1 FROM "calendars" c WHERE c."id" = marked."calendar_id")
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_metrics_stats_update"
	AFTER UPDATE OF "likes", "reposts", "replies", "impressions", "post_date", "account_id", "social_media", "calendar_id"
	ON "post_metrics" FOR EACH ROW
	WHEN ((OLD."likes", OLD."reposts", OLD."replies", OLD."impressions", OLD."post_date", OLD."account_id", OLD."social_media", OLD."calendar_id")
		IS DISTINCT FROM (NEW."likes", NEW."reposts", NEW."replies", NEW."impressions", NEW."post_date", NEW."account_id", NEW."social_media", NEW."calendar_id"))
	EXECUTE FUNCTION "stats_metric_changed"();
