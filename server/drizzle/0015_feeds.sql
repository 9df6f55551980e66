CREATE TABLE "feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"guid" text NOT NULL,
	"link" text,
	"library_post_id" uuid,
	"rejected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_polled_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"images" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_library_post_id_library_posts_id_fk" FOREIGN KEY ("library_post_id") REFERENCES "public"."library_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_imports" ADD CONSTRAINT "image_imports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_imports" ADD CONSTRAINT "image_imports_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_feed_guid_unique" ON "feed_items" USING btree ("feed_id","guid");--> statement-breakpoint
CREATE INDEX "feed_items_feed_link_idx" ON "feed_items" USING btree ("feed_id","link");--> statement-breakpoint
CREATE INDEX "feed_items_library_post_idx" ON "feed_items" USING btree ("library_post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_category_url_unique" ON "feeds" USING btree ("category_id","url");--> statement-breakpoint
CREATE INDEX "feeds_calendar_idx" ON "feeds" USING btree ("calendar_id","created_at");--> statement-breakpoint
CREATE INDEX "feeds_due_idx" ON "feeds" USING btree ("paused","next_poll_at");--> statement-breakpoint
CREATE INDEX "image_imports_team_created_idx" ON "image_imports" USING btree ("team_id","created_at");