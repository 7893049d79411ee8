import { randomUUID } from "node:crypto";
import { like } from "drizzle-orm";
import type { Db } from "../../src/db/database.js";
import { wallets } from "../../src/db/schema.js";
import type { WalletEntry } from "../../src/explorer/types.js";

/** Every test-made wallet id starts with this, so one delete clears them all. */
const TEST_PREFIX = "test-";

/**
 * The listing tests count the table, and the Postgres leg runs on a database
 * that outlives the process: test rows are removed after each test and, in
 * case a run died half-way, before the suite too.
 */
export async function deleteTestWallets(db: Db): Promise<void> {
  await db.delete(wallets).where(like(wallets.id, `${TEST_PREFIX}%`));
}

/** A valid wallet under a fresh id (and rdns), ranked after every seed wallet. */
export function testWallet(overrides: Partial<WalletEntry> = {}): WalletEntry {
  const id = `${TEST_PREFIX}${randomUUID()}`;
  return {
    id,
    name: "Test Wallet",
    rdns: `test.foyer.${id}`,
    mobile_link: "testwallet://",
    desktop_link: null,
    webapp_link: null,
    homepage: "https://wallet.example",
    chains: ["eip155:1"],
    badge_type: "none",
    order: 10_000,
    color: "#123456",
    ...overrides,
  };
}
