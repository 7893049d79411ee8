import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A project is what a `projectId` names: the origins allowed to use it and
 * optional per-project overrides of the remote feature flags.
 */
export const projects = pgTable("projects", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  allowedOrigins: text("allowed_origins").array().notNull().default([]),
  /** Partial feature overrides; null means "all defaults". Validated on read. */
  features: jsonb("features"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ProjectRow = typeof projects.$inferSelect;

/**
 * The wallet registry `GET /getWallets` lists. Seeded from `SEED_WALLETS` at
 * start-up; operators may add rows of their own. The checks mirror what the
 * routes assume, so a hand-written insert can't break the listing or the
 * generated monogram.
 */
export const wallets = pgTable(
  "wallets",
  {
    /** Stable slug, also the wallet's image id. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** EIP-6963 reverse-DNS id; several wallets may have none. */
    rdns: text("rdns"),
    mobileLink: text("mobile_link"),
    desktopLink: text("desktop_link"),
    webappLink: text("webapp_link"),
    homepage: text("homepage").notNull(),
    /** CAIP-2 ids. */
    chains: text("chains").array().notNull().default([]),
    badgeType: text("badge_type", { enum: ["certified", "none"] })
      .notNull()
      .default("none"),
    /** Popularity rank: lower is listed first. */
    sortOrder: integer("sort_order").notNull(),
    /** `#rrggbb`, the monogram's background. */
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Partial, because many wallets have no rdns and NULLs must not collide in intent.
    uniqueIndex("wallets_rdns_unique").on(table.rdns).where(sql`${table.rdns} is not null`),
    index("wallets_sort_order_idx").on(table.sortOrder),
    check("wallets_badge_type_check", sql`${table.badgeType} in ('certified', 'none')`),
    check("wallets_color_check", sql`${table.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type NewWalletRow = typeof wallets.$inferInsert;
