CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"author_id" uuid,
	"name" text NOT NULL,
	"account_ids" jsonb NOT NULL,
	"library_categories" jsonb NOT NULL,
	"pattern_schedule" jsonb NOT NULL,
	"dates" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"post_frequency" integer NOT NULL,
	"post_time" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"library_post_priority" text NOT NULL,
	"promise_content" boolean DEFAULT false NOT NULL,
	"repeat_content" boolean DEFAULT false NOT NULL,
	"accounts_metadata" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_post_categories" (
	"library_post_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "library_post_categories_library_post_id_category_id_pk" PRIMARY KEY("library_post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "library_post_terms" (
	"library_post_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"term" text NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "library_post_terms_library_post_id_term_pk" PRIMARY KEY("library_post_id","term")
);
--> statement-breakpoint
CREATE TABLE "library_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"author_id" uuid,
	"message" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"expiration_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_terms" (
	"post_id" uuid NOT NULL,
	"calendar_id" uuid NOT NULL,
	"term" text NOT NULL,
	"weight" real NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	CONSTRAINT "post_terms_post_id_term_pk" PRIMARY KEY("post_id","term")
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_post_categories" ADD CONSTRAINT "library_post_categories_library_post_id_library_posts_id_fk" FOREIGN KEY ("library_post_id") REFERENCES "public"."library_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_post_categories" ADD CONSTRAINT "library_post_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_post_terms" ADD CONSTRAINT "library_post_terms_library_post_id_library_posts_id_fk" FOREIGN KEY ("library_post_id") REFERENCES "public"."library_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_posts" ADD CONSTRAINT "library_posts_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_posts" ADD CONSTRAINT "library_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_terms" ADD CONSTRAINT "post_terms_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_calendar_idx" ON "campaigns" USING btree ("calendar_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_calendar_title_unique" ON "categories" USING btree ("calendar_id",lower("title"));--> statement-breakpoint
CREATE INDEX "library_post_categories_category_idx" ON "library_post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "library_post_terms_calendar_term_idx" ON "library_post_terms" USING btree ("calendar_id","term");--> statement-breakpoint
CREATE INDEX "library_posts_calendar_created_idx" ON "library_posts" USING btree ("calendar_id","created_at");--> statement-breakpoint
CREATE INDEX "post_terms_calendar_term_date_idx" ON "post_terms" USING btree ("calendar_id","term","post_date");