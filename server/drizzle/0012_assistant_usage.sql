CREATE TABLE "assistant_usage" (
	"team_id" uuid NOT NULL,
	"month" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"model_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assistant_usage_team_id_month_pk" PRIMARY KEY("team_id","month")
);
--> statement-breakpoint
ALTER TABLE "assistant_usage" ADD CONSTRAINT "assistant_usage_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;