CREATE TABLE "account_followers" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "account_followers_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_metric_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"social_media" text NOT NULL,
	"sampled_at" timestamp with time zone NOT NULL,
	"likes" integer NOT NULL,
	"reposts" integer NOT NULL,
	"replies" integer NOT NULL,
	"impressions" integer,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_metrics" (
	"target_id" uuid PRIMARY KEY NOT NULL,
	"calendar_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"social_media" text NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"likes" integer,
	"reposts" integer,
	"replies" integer,
	"impressions" integer,
	"sampled_at" timestamp with time zone,
	"samples" integer DEFAULT 0 NOT NULL,
	"next_sample_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_followers" ADD CONSTRAINT "account_followers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_samples" ADD CONSTRAINT "post_metric_samples_target_id_publish_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publish_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metric_samples" ADD CONSTRAINT "post_metric_samples_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_target_id_publish_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."publish_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_metrics" ADD CONSTRAINT "post_metrics_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_metric_samples_target_idx" ON "post_metric_samples" USING btree ("target_id","sampled_at");--> statement-breakpoint
CREATE INDEX "post_metric_samples_calendar_idx" ON "post_metric_samples" USING btree ("calendar_id","sampled_at");--> statement-breakpoint
CREATE INDEX "post_metrics_calendar_date_idx" ON "post_metrics" USING btree ("calendar_id","post_date");--> statement-breakpoint
CREATE INDEX "post_metrics_due_idx" ON "post_metrics" USING btree ("next_sample_at") WHERE "post_metrics"."next_sample_at" is not null;