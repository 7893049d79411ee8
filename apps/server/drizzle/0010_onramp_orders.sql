CREATE TABLE "onramp_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"partner_user_id" text NOT NULL,
	"chain_id" text NOT NULL,
	"destination" text NOT NULL,
	"asset" text NOT NULL,
	"asset_address" text,
	"purchase_units" numeric(78, 0) NOT NULL,
	"purchase_amount" text NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_subtotal" text NOT NULL,
	"fee" text NOT NULL,
	"network_fee" text NOT NULL,
	"payment_total" text NOT NULL,
	"card_last4" text,
	"tx_hash" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onramp_orders_status_check" CHECK ("onramp_orders"."status" in ('created', 'paid', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "onramp_orders" ADD CONSTRAINT "onramp_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onramp_orders_destination_idx" ON "onramp_orders" USING btree ("chain_id","destination","created_at");--> statement-breakpoint
CREATE INDEX "onramp_orders_tx_hash_idx" ON "onramp_orders" USING btree ("tx_hash");