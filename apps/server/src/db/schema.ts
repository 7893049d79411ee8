import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
