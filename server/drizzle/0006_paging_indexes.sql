DROP INDEX "campaigns_calendar_idx";--> statement-breakpoint
DROP INDEX "library_posts_calendar_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "posts_calendar_date_idx";--> statement-breakpoint
ALTER TABLE "publish_targets" ADD COLUMN "post_date" timestamp with time zone;--> statement-breakpoint
UPDATE "publish_targets" SET "post_date" = coalesce("posts"."post_date", "posts"."created_at") FROM "posts" WHERE "posts"."id" = "publish_targets"."post_id";--> statement-breakpoint
ALTER TABLE "publish_targets" ALTER COLUMN "post_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_calendar_drafts_idx" ON "posts" USING btree ("calendar_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."draft";--> statement-breakpoint
CREATE INDEX "posts_campaign_date_idx" ON "posts" USING btree ("campaign_id","post_date");--> statement-breakpoint
CREATE INDEX "publish_targets_calendar_date_idx" ON "publish_targets" USING btree ("calendar_id","post_date","post_id","state","account_id");--> statement-breakpoint
CREATE INDEX "campaigns_calendar_idx" ON "campaigns" USING btree ("calendar_id","created_at","id");--> statement-breakpoint
CREATE INDEX "library_posts_calendar_created_idx" ON "library_posts" USING btree ("calendar_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_calendar_date_idx" ON "posts" USING btree ("calendar_id","post_date","id");