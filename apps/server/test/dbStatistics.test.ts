import { isRecord } from "@foyer/protocol";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHistoryQuery } from "../src/blockchain/historyQuery.js";
import { createDatabase, type Database } from "../src/db/database.js";
import { chainTransfers, type NewChainTransferRow } from "../src/db/schema.js";
import { analyzeDue, createTableStatistics } from "../src/db/statistics.js";

describe("analyzeDue (Postgres' autovacuum thresholds)", () => {
  it.each([
    [0, 0, false],
    [49, 0, false],
    [50, 0, true],
    [149, 1_000, false],
    [150, 1_000, true],
    [10_049, 100_000, false],
    [10_050, 100_000, true],
  ])("%i changed rows after %i analysed: %s", (changed, rows, due) => {
    expect(analyzeDue(changed, rows)).toBe(due);
  });
});

describe("table statistics on PGlite (no autovacuum)", () => {
  let database: Database;
  const CHAIN = "eip155:31337";
  const ACCOUNT = `0x${"ab".repeat(20)}`;

  /** 3 transactions a block: the first from the account, the second to it, the third neither. */
  function transfers(blocks: number): NewChainTransferRow[] {
    return Array.from({ length: blocks * 3 }, (_, n) => {
      const block = Math.floor(n / 3) + 1;
      const index = n % 3;
      return {
        chainId: CHAIN,
        blockNumber: block,
        blockHash: `0x${block.toString(16)}`,
        blockTime: new Date(1_700_000_000_000 + block * 1_000),
        txHash: `0x${block.toString(16)}${index}`,
        txIndex: index,
        logIndex: -1,
        kind: "native",
        token: null,
        fromAddress: index === 0 ? ACCOUNT : `0x${"cd".repeat(20)}`,
        toAddress: index === 1 ? ACCOUNT : `0x${"ef".repeat(20)}`,
        amount: "1",
        tokenId: null,
        txFrom: `0x${"cd".repeat(20)}`,
        txTo: null,
      };
    });
  }

  /** The planner's row estimate for the table; -1 until it was ever analysed. */
  async function reltuples(): Promise<number> {
    const result: unknown = await database.db.execute(
      sql`select reltuples from pg_class where relname = 'chain_transfers'`,
    );
    const row = isRecord(result) && Array.isArray(result.rows) ? result.rows[0] : undefined;
    return isRecord(row) ? Number(row.reltuples) : Number.NaN;
  }

  beforeAll(async () => {
    database = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
  });

  it("analyses once enough rows changed, and the history page reads right after", async () => {
    const statistics = createTableStatistics(database.db, "chain_transfers");
    const rows = transfers(1_000);
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(chainTransfers).values(rows.slice(start, start + 500));
    }
    await statistics.changed(40);
    expect(await reltuples()).toBe(-1);
    await statistics.changed(rows.length - 40);
    expect(await reltuples()).toBe(rows.length);

    const page = await createHistoryQuery(database.db)({
      chainId: CHAIN,
      account: ACCOUNT,
      limit: 20,
    });
    expect(page.transactions).toHaveLength(20);
    expect(page.next).toEqual({ blockNumber: 991, txIndex: 0 });
  });
});
