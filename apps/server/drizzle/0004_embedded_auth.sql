CREATE TABLE "dev_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_codes" (
	"project_id" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embedded_codes_project_id_purpose_subject_pk" PRIMARY KEY("project_id","purpose","subject")
);
--> statement-breakpoint
CREATE TABLE "embedded_device_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "embedded_devices" (
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedded_devices_user_id_device_id_pk" PRIMARY KEY("user_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "embedded_sessions" (
	"jti" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"fresh_until" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"device_fallback" text
);
--> statement-breakpoint
CREATE TABLE "embedded_users" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_wallets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"auth_share" text NOT NULL,
	"recovery_share" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_codes" ADD CONSTRAINT "embedded_codes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_device_links" ADD CONSTRAINT "embedded_device_links_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_devices" ADD CONSTRAINT "embedded_devices_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_sessions" ADD CONSTRAINT "embedded_sessions_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_users" ADD CONSTRAINT "embedded_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedded_wallets" ADD CONSTRAINT "embedded_wallets_user_id_embedded_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."embedded_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_mail_sent_idx" ON "dev_mail" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "embedded_codes_expires_idx" ON "embedded_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "embedded_device_links_expires_idx" ON "embedded_device_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "embedded_sessions_user_idx" ON "embedded_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "embedded_sessions_expires_idx" ON "embedded_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "embedded_users_project_email_idx" ON "embedded_users" USING btree ("project_id","email");