CREATE TABLE "account_name_nonces" (
	"address_key" text NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_name_nonces_address_key_nonce_pk" PRIMARY KEY("address_key","nonce")
);
--> statement-breakpoint
CREATE TABLE "account_names" (
	"name" text PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"address" text NOT NULL,
	"address_key" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"coin_type" bigint NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_names_name_lower_check" CHECK ("account_names"."name" = lower("account_names"."name"))
);
--> statement-breakpoint
CREATE INDEX "account_name_nonces_used_idx" ON "account_name_nonces" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "account_names_address_idx" ON "account_names" USING btree ("address_key","registered_at");