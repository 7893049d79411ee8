import { isRecord, type Transaction } from "@foyer/protocol";
import type { NetworkConfig } from "../../config.js";
import type { PriceSource } from "../../prices/priceSource.js";
import type { NetworkUpstreams } from "../../upstream/networkUpstreams.js";
import {
  type ActivityAsset,
  type ActivityMovement,
  activityTransaction,
} from "../activityShape.js";
import { UpstreamUnavailableError } from "../poolTransport.js";
import { SOLANA_NATIVE } from "./solanaBalances.js";
import { solanaBatch } from "./solanaRpc.js";
import { solanaTransactionFacts } from "./solanaTransfers.js";

/** A transaction signature as base58 (64 bytes: 86-88 characters): the only cursor a page gives. */
export const SOLANA_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

export interface SolanaHistoryPage {
  transactions: Transaction[];
  /** The last signature of the page when the node may have older ones. */
  next: string | undefined;
}

export interface SolanaHistoryReader {
  read(options: {
    chainId: string;
    owner: string;
    /** The signature the previous page ended with. */
    before?: string;
    limit: number;
    icon: (symbol: string) => string;
  }): Promise<SolanaHistoryPage>;
}

interface SignatureInfo {
  signature: string;
  blockTime: number | undefined;
  failed: boolean;
}

function signaturesOf(result: unknown): SignatureInfo[] {
  if (!Array.isArray(result))
    throw new UpstreamUnavailableError("solana upstream answered getSignaturesForAddress badly");
  return result.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.signature !== "string") return [];
    return [
      {
        signature: entry.signature,
        blockTime: typeof entry.blockTime === "number" ? entry.blockTime : undefined,
        failed: entry.err !== null && entry.err !== undefined,
      },
    ];
  });
}

/**
 * An owner's Solana history, asked of the network's node the way explorers do:
 * `getSignaturesForAddress` for a page of signatures (newest first), then each transaction
 * with `getTransaction` in `jsonParsed`, both in one batch per step. Only transactions that
 * name the owner's own address are found: tokens sent to one of its token accounts by someone
 * else name the token account, not the owner.
 */
export function createSolanaHistoryReader(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  upstreams: NetworkUpstreams;
  prices: PriceSource;
}): SolanaHistoryReader {
  const { networks, upstreams, prices } = options;

  async function assetOf(chainId: string, mint: string | undefined, decimals: number) {
    const network = networks[chainId];
    if (mint === undefined) {
      const native = network?.nativeCurrency ?? SOLANA_NATIVE;
      const price = await prices.nativePrice(chainId).catch(() => 0);
      return { ...native, price } satisfies ActivityAsset;
    }
    const token = network?.tokens?.find((candidate) => candidate.address === mint);
    if (token === undefined)
      return { name: "Unknown token", symbol: "UNKNOWN", decimals, price: 0 };
    const price = await prices.tokenPrice(chainId, mint).catch(() => 0);
    return { name: token.name, symbol: token.symbol, decimals: token.decimals, price };
  }

  return {
    async read({ chainId, owner, before, limit, icon }) {
      const pool = upstreams.get(chainId);
      if (networks[chainId] === undefined || pool === undefined)
        return { transactions: [], next: undefined };
      const [listed] = await solanaBatch(pool, [
        {
          method: "getSignaturesForAddress",
          params: [
            owner,
            { limit, commitment: "confirmed", ...(before === undefined ? {} : { before }) },
          ],
        },
      ]);
      const signatures = signaturesOf(listed).slice(0, limit);
      if (signatures.length === 0) return { transactions: [], next: undefined };
      const answers = await solanaBatch(
        pool,
        signatures.map(({ signature }) => ({
          method: "getTransaction",
          params: [
            signature,
            { encoding: "jsonParsed", maxSupportedTransactionVersion: 0, commitment: "confirmed" },
          ],
        })),
      );
      const transactions = await Promise.all(
        signatures.map(async (info, index) => {
          const facts = solanaTransactionFacts(answers[index]);
          const movements: ActivityMovement[] = await Promise.all(
            (facts?.transfers ?? [])
              .filter((transfer) => transfer.from === owner || transfer.to === owner)
              .map(async (transfer) => ({
                from: transfer.from,
                to: transfer.to,
                raw: transfer.raw,
                asset: await assetOf(chainId, transfer.mint, transfer.decimals),
              })),
          );
          const blockTime = info.blockTime ?? facts?.blockTime;
          return activityTransaction({
            id: info.signature,
            chainId,
            account: owner,
            // A node that no longer knows the time: shown as now rather than as 1970.
            minedAt: blockTime === undefined ? new Date() : new Date(blockTime * 1000),
            status: info.failed || facts?.failed ? "failed" : "confirmed",
            movements,
            ...(facts?.feePayer === undefined ? {} : { feePayer: facts.feePayer }),
            icon,
          });
        }),
      );
      const last = signatures[signatures.length - 1];
      return {
        transactions,
        next: signatures.length === limit && last !== undefined ? last.signature : undefined,
      };
    },
  };
}
