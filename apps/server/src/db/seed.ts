import { isRecord } from "@foyer/protocol";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { parseEther } from "viem";
import type { ServerConfig } from "../config.js";
import { SEED_WALLETS } from "../explorer/seedWallets.js";
import type { WalletEntry } from "../explorer/types.js";
import { toWalletRow } from "../explorer/walletRows.js";
import { configuredPaymasters } from "../paymaster/paymasterSetup.js";
import { seedSponsorshipPolicy } from "../paymaster/sponsorshipStore.js";
import type { Db } from "./database.js";
import { projects, type WalletRow, wallets } from "./schema.js";

export const DEMO_PROJECT_ID = "demo";

/**
 * Ensures the `demo` project exists and that its allowed origins match
 * DEMO_ORIGINS. One upsert statement, so concurrent starts can't collide; the
 * name and feature overrides are left alone once created.
 */
export async function seedDemoProject(db: Db, origins: readonly string[]): Promise<void> {
  await db
    .insert(projects)
    .values({ id: DEMO_PROJECT_ID, name: "Foyer Demo", allowedOrigins: [...origins] })
    .onConflictDoUpdate({
      target: projects.id,
      set: { allowedOrigins: sql`excluded.allowed_origins` },
    });
}

/**
 * `DEMO_SPONSORSHIP=on` (npm start): the demo project pays its users' gas on every network with a
 * paymaster, for any contract, up to 0.5 ETH and 50 operations per user and 100 ETH in all a day.
 * Written only where the demo has no policy yet, so an operator's change stays.
 */
export async function seedDemoSponsorship(
  db: Db,
  networks: ServerConfig["networks"],
): Promise<void> {
  await seedSponsorshipPolicy(db, DEMO_PROJECT_ID, {
    enabled: true,
    networks: Object.keys(configuredPaymasters(networks)),
    targets: "all",
    perUserDailyWei: parseEther("0.5").toString(),
    perUserDailyOperations: 50,
    globalDailyWei: parseEther("100").toString(),
  });
}

/** Every column the seed owns; `created_at` stays as first inserted. */
const SEEDED = {
  name: wallets.name,
  rdns: wallets.rdns,
  mobileLink: wallets.mobileLink,
  desktopLink: wallets.desktopLink,
  webappLink: wallets.webappLink,
  homepage: wallets.homepage,
  chains: wallets.chains,
  badgeType: wallets.badgeType,
  sortOrder: wallets.sortOrder,
  color: wallets.color,
} satisfies Partial<Record<keyof WalletRow, PgColumn>>;

/** `excluded.<column>`: the value the conflicting insert proposed. */
const proposed = (column: PgColumn): SQL => sql.raw(`excluded."${column.name}"`);
const seededColumns = Object.values(SEEDED);

/**
 * Upserts the seed list by id in one statement, so an edited or added seed
 * wallet reaches databases seeded by an older release, and concurrent starts
 * can't collide. Rows whose id isn't in the list (an operator's own wallets)
 * are never touched or deleted. Unchanged rows are skipped, so `updated_at`
 * means "last changed", not "last started".
 */
export async function seedWallets(
  db: Db,
  entries: readonly WalletEntry[] = SEED_WALLETS,
): Promise<void> {
  if (entries.length === 0) return;
  try {
    await db
      .insert(wallets)
      .values(entries.map(toWalletRow))
      .onConflictDoUpdate({
        target: wallets.id,
        set: {
          ...Object.fromEntries(
            Object.entries(SEEDED).map(([key, column]) => [key, proposed(column)]),
          ),
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${sql.join(seededColumns, sql`, `)}) is distinct from (${sql.join(
          seededColumns.map(proposed),
          sql`, `,
        )})`,
      });
  } catch (error) {
    throw explainRdnsClash(error);
  }
}

/**
 * An operator's row holding a seed wallet's rdns under another id makes the
 * whole upsert fail; drizzle's own message is the full 47-row statement, so
 * say what to fix instead.
 */
function explainRdnsClash(error: unknown): unknown {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!isRecord(cause) || cause.constraint !== "wallets_rdns_unique") return error;
  const detail = typeof cause.detail === "string" ? ` (${cause.detail})` : "";
  return new Error(
    `Cannot seed wallets: a row outside the seed list already uses a seed wallet's rdns${detail}. Change or delete that row.`,
    { cause: error },
  );
}
