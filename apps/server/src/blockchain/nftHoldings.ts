import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { chainTransfers } from "../db/schema.js";

/** One ERC-721 the account holds according to the index. */
export interface HeldNft {
  /** Token contract, lowercase (as the indexer stores it). */
  token: string;
  tokenId: string;
  /** Block of the transfer that brought it to the account. */
  blockNumber: number;
}

/**
 * The ERC-721s an account holds on one chain, most recently received first.
 * For each token the account ever touched, the newest transfer involving the
 * account decides: any later move of the token away from the account would
 * itself involve the account, so if that newest transfer is inbound, the
 * account still holds it. Reads one extra row to tell whether a page follows.
 */
export async function queryHeldNfts(
  db: Db,
  options: { chainId: string; account: string; offset: number; limit: number },
): Promise<{ nfts: HeldNft[]; more: boolean }> {
  const account = options.account.toLowerCase();
  const latest = db
    .selectDistinctOn([chainTransfers.token, chainTransfers.tokenId], {
      token: chainTransfers.token,
      tokenId: chainTransfers.tokenId,
      toAddress: chainTransfers.toAddress,
      blockNumber: chainTransfers.blockNumber,
    })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.chainId, options.chainId),
        eq(chainTransfers.kind, "erc721"),
        or(eq(chainTransfers.fromAddress, account), eq(chainTransfers.toAddress, account)),
      ),
    )
    .orderBy(
      chainTransfers.token,
      chainTransfers.tokenId,
      desc(chainTransfers.blockNumber),
      desc(chainTransfers.txIndex),
      desc(chainTransfers.logIndex),
    )
    .as("latest");
  const rows = await db
    .select({ token: latest.token, tokenId: latest.tokenId, blockNumber: latest.blockNumber })
    .from(latest)
    .where(eq(latest.toAddress, account))
    // Ties (one block, several tokens) in a fixed order, so offsets page consistently.
    .orderBy(desc(latest.blockNumber), latest.token, sql`${latest.tokenId} desc`)
    .limit(options.limit + 1)
    .offset(options.offset);
  const nfts: HeldNft[] = [];
  for (const row of rows.slice(0, options.limit)) {
    if (row.token === null || row.tokenId === null) continue;
    nfts.push({ token: row.token, tokenId: row.tokenId, blockNumber: row.blockNumber });
  }
  return { nfts, more: rows.length > options.limit };
}
