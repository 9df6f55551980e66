CREATE TABLE "hashtag_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hashtags" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hashtag_groups" ADD CONSTRAINT "hashtag_groups_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hashtag_groups_calendar_name_unique" ON "hashtag_groups" USING btree ("calendar_id",lower("name"));--> statement-breakpoint
CREATE INDEX "hashtag_groups_calendar_idx" ON "hashtag_groups" USING btree ("calendar_id","created_at");