CREATE TABLE "smart_sessions" (
	"project_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"account" text NOT NULL,
	"pci" text NOT NULL,
	"signer" text NOT NULL,
	"permissions_context" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "smart_sessions_project_id_chain_id_account_pci_pk" PRIMARY KEY("project_id","chain_id","account","pci")
);
--> statement-breakpoint
ALTER TABLE "smart_sessions" ADD CONSTRAINT "smart_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_sessions_account_idx" ON "smart_sessions" USING btree ("account","created_at");