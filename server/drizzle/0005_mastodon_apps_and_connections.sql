CREATE TABLE "mastodon_apps" (
	"instance" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "connect_attempts" ADD COLUMN "connection" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mastodon_apps_instance_redirect_idx" ON "mastodon_apps" USING btree ("instance","redirect_uri");