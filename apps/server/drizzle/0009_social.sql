CREATE TABLE "embedded_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"device_id" text NOT NULL,
	"provider" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text,
	"app_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "social_provider" text;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "social_subject" text;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD COLUMN "social_username" text;--> statement-breakpoint
ALTER TABLE "embedded_oauth_states" ADD CONSTRAINT "embedded_oauth_states_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedded_oauth_states_expires_idx" ON "embedded_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_users_project_social_idx" ON "embedded_users" USING btree ("project_id","social_provider","social_subject");