CREATE TABLE "chain_transfers" (
	"chain_id" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"tx_hash" text NOT NULL,
	"tx_index" integer NOT NULL,
	"log_index" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"token_id" numeric(78, 0),
	"tx_from" text NOT NULL,
	"tx_to" text,
	CONSTRAINT "chain_transfers_chain_id_tx_hash_log_index_pk" PRIMARY KEY("chain_id","tx_hash","log_index"),
	CONSTRAINT "chain_transfers_kind_check" CHECK ("chain_transfers"."kind" in ('native', 'erc20', 'erc721'))
);
--> statement-breakpoint
CREATE TABLE "indexer_cursors" (
	"chain_id" text PRIMARY KEY NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chain_transfers_from_idx" ON "chain_transfers" USING btree ("chain_id","from_address","block_number","tx_index");--> statement-breakpoint
CREATE INDEX "chain_transfers_to_idx" ON "chain_transfers" USING btree ("chain_id","to_address","block_number","tx_index");--> statement-breakpoint
CREATE INDEX "chain_transfers_block_idx" ON "chain_transfers" USING btree ("chain_id","block_number");