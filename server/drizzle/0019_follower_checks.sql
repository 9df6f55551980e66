CREATE TABLE "account_follower_checks" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_followers" ADD COLUMN "sampled_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_follower_checks" ADD CONSTRAINT "account_follower_checks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;