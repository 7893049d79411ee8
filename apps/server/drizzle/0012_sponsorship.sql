CREATE TABLE "sponsorship_policies" (
	"project_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"networks" text[] DEFAULT '{}' NOT NULL,
	"targets" text[],
	"per_user_daily_wei" numeric(78, 0) NOT NULL,
	"per_user_daily_operations" integer NOT NULL,
	"global_daily_wei" numeric(78, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_usage" (
	"project_id" text NOT NULL,
	"day" text NOT NULL,
	"sender" text NOT NULL,
	"operations" integer DEFAULT 0 NOT NULL,
	"wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	CONSTRAINT "sponsorship_usage_project_id_day_sender_pk" PRIMARY KEY("project_id","day","sender")
);
--> statement-breakpoint
ALTER TABLE "sponsorship_policies" ADD CONSTRAINT "sponsorship_policies_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_usage" ADD CONSTRAINT "sponsorship_usage_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;