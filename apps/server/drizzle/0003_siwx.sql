CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "siwx_nonces" (
	"project_id" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "siwx_nonces_project_id_nonce_pk" PRIMARY KEY("project_id","nonce")
);
--> statement-breakpoint
CREATE TABLE "siwx_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"address_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "siwx_nonces" ADD CONSTRAINT "siwx_nonces_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "siwx_sessions" ADD CONSTRAINT "siwx_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "siwx_nonces_expires_idx" ON "siwx_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "siwx_sessions_account_idx" ON "siwx_sessions" USING btree ("project_id","chain_id","address_key");--> statement-breakpoint
CREATE INDEX "siwx_sessions_expires_idx" ON "siwx_sessions" USING btree ("expires_at");