CREATE TABLE "wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rdns" text,
	"mobile_link" text,
	"desktop_link" text,
	"webapp_link" text,
	"homepage" text NOT NULL,
	"chains" text[] DEFAULT '{}' NOT NULL,
	"badge_type" text DEFAULT 'none' NOT NULL,
	"sort_order" integer NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_badge_type_check" CHECK ("wallets"."badge_type" in ('certified', 'none')),
	CONSTRAINT "wallets_color_check" CHECK ("wallets"."color" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_rdns_unique" ON "wallets" USING btree ("rdns") WHERE "wallets"."rdns" is not null;--> statement-breakpoint
CREATE INDEX "wallets_sort_order_idx" ON "wallets" USING btree ("sort_order");