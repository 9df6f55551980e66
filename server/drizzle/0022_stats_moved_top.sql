CREATE INDEX "stats_day_top_moved_idx" ON "stats_day_top" USING btree ("calendar_id","post_date") WHERE "stats_day_top"."day" <> stats_day("stats_day_top"."post_date");--> statement-breakpoint
-- Decision 0118: a target moved to another day recomputed with the day of its reading was ranked among
-- that day's own targets, and dropped from stats_day_top when fifty did better. The days of the
-- readings of moved targets are counted again at the next refresh.
INSERT INTO "stats_dirty_days" ("calendar_id", "day", "tx", "kind")
SELECT DISTINCT m."calendar_id", "stats_day"(m."post_date"), 0, 'metrics'
FROM "post_metrics" m JOIN "publish_targets" t ON t."id" = m."target_id"
WHERE "stats_day"(t."post_date") <> "stats_day"(m."post_date")
ON CONFLICT DO NOTHING;
