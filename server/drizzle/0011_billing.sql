CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "subscription_payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "subscription_version" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "invoice_event_at" bigint;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "billing_pending_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_emails" ADD CONSTRAINT "referral_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_emails_user_sent_idx" ON "referral_emails" USING btree ("user_id","sent_at");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_stripe_customer_id_unique" UNIQUE("stripe_customer_id");--> statement-breakpoint
-- A team in its sign-up trial has had its trial: it ends when that trial ends.
UPDATE "teams" SET "trial_ends_at" = "subscription_expires_at" WHERE "subscription_period" = 'trial';
