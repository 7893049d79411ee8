import { randomBytes } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { createHistoryQuery, type HistoryQuery } from "../src/blockchain/historyQuery.js";
import { chainTransfers, type NewChainTransferRow } from "../src/db/schema.js";
import { describeEachDriver } from "./support/describeDrivers.js";

const ME = "0x00000000000000000000000000000000000000aa";
const OTHER = "0x00000000000000000000000000000000000000bb";
const THIRD = "0x00000000000000000000000000000000000000cc";

describeEachDriver("history page query", (driver) => {
  // A chain id of this file's own: the database is shared with other suites.
  const chainId = `eip155:${700_000 + randomBytes(2).readUInt16BE()}`;
  let query: HistoryQuery;

  /** Transactions from newest to oldest, as the pages must list them. */
  const expected: string[] = [];

  beforeAll(async () => {
    const { db } = await driver.open();
    const rows: NewChainTransferRow[] = [];
    const add = (block: number, txIndex: number, transfers: [string, string][]) => {
      const txHash = `0x${chainId.slice(7)}${block}x${txIndex}`;
      transfers.forEach(([from, to], logIndex) => {
        rows.push({
          chainId,
          blockNumber: block,
          blockHash: `0xb${block}`,
          blockTime: new Date(1_700_000_000_000 + block * 1000),
          txHash,
          txIndex,
          logIndex,
          kind: "erc20",
          token: THIRD,
          fromAddress: from,
          toAddress: to,
          amount: String(logIndex + 1),
          txFrom: from,
          txTo: THIRD,
        });
      });
      return txHash;
    };
    // Oldest first; several transfers to the account in one transaction, a
    // self-transfer, a swap with a hop that isn't the account's, and
    // transactions that don't involve it at all.
    const hashes = [
      add(1, 0, [[OTHER, ME]]),
      add(1, 1, [[OTHER, THIRD]]),
      add(2, 0, [
        [OTHER, ME],
        [THIRD, ME],
        [OTHER, ME],
      ]),
      add(2, 3, [[ME, OTHER]]),
      add(3, 0, [[ME, ME]]),
      add(4, 2, [
        [ME, OTHER],
        [OTHER, THIRD],
        [THIRD, ME],
      ]),
      add(5, 0, [[THIRD, OTHER]]),
      add(6, 1, [
        [OTHER, ME],
        [OTHER, ME],
      ]),
    ];
    for (const index of [7, 5, 4, 3, 2, 0]) expected.push(hashes[index] ?? "");
    await db.insert(chainTransfers).values(rows);
    query = createHistoryQuery(db);
  });

  it("lists each of the account's transactions once, newest first, over pages of any size", async () => {
    for (const limit of [1, 2, 4, 6, 20]) {
      const seen: string[] = [];
      let cursor: Parameters<HistoryQuery>[0]["cursor"];
      for (let pages = 0; pages < 10; pages++) {
        const page = await query({ chainId, account: ME.toUpperCase(), cursor, limit });
        expect(page.transactions.length).toBeLessThanOrEqual(limit);
        seen.push(...page.transactions.map((transaction) => transaction.txHash));
        if (page.next === undefined) break;
        expect(page.transactions).toHaveLength(limit);
        cursor = page.next;
      }
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it("gives each transaction only the account's transfers, in log order", async () => {
    const page = await query({ chainId, account: ME, limit: 20 });
    const moves = page.transactions.map(({ rows }) =>
      rows.map((row) => `${row.fromAddress.slice(-2)}>${row.toAddress.slice(-2)}:${row.amount}`),
    );
    expect(moves).toEqual([
      ["bb>aa:1", "bb>aa:2"],
      ["aa>bb:1", "cc>aa:3"],
      ["aa>aa:1"],
      ["aa>bb:1"],
      ["bb>aa:1", "cc>aa:2", "bb>aa:3"],
      ["bb>aa:1"],
    ]);
  });

  it("has nothing for an account without transfers", async () => {
    expect(await query({ chainId, account: THIRD.replace("cc", "dd"), limit: 5 })).toEqual({
      transactions: [],
      next: undefined,
    });
  });
});
