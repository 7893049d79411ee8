CREATE TABLE "address_budgets" (
	"key" text PRIMARY KEY NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"hour_count" integer NOT NULL,
	"day_start" timestamp with time zone NOT NULL,
	"day_count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sdk_type" text NOT NULL,
	"sdk_version" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"error_type" text,
	"error_message" text,
	"stack_trace" text
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "analytics_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_budgets_day_idx" ON "address_budgets" USING btree ("day_start");--> statement-breakpoint
CREATE UNIQUE INDEX "client_events_event_idx" ON "client_events" USING btree ("project_id","event_id");--> statement-breakpoint
CREATE INDEX "client_events_received_idx" ON "client_events" USING btree ("project_id","received_at");