import { isRecord, type Transaction } from "@foyer/protocol";
import type { NetworkConfig } from "../../config.js";
import type { PriceSource } from "../../prices/priceSource.js";
import type { NetworkUpstreams } from "../../upstream/networkUpstreams.js";
import type { UpstreamPool } from "../../upstream/upstreamPool.js";
import {
  type ActivityAsset,
  type ActivityMovement,
  activityTransaction,
} from "../activityShape.js";
import { UpstreamUnavailableError } from "../poolTransport.js";
import { mergeSignaturePages, type SignatureInfo, sharedSlots } from "./signaturePage.js";
import { SOLANA_NATIVE, TOKEN_PROGRAM } from "./solanaBalances.js";
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

function signaturesOf(result: unknown): SignatureInfo[] {
  if (!Array.isArray(result))
    throw new UpstreamUnavailableError("solana upstream answered getSignaturesForAddress badly");
  return result.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.signature !== "string") return [];
    return [
      {
        signature: entry.signature,
        slot: typeof entry.slot === "number" ? entry.slot : 0,
        blockTime: typeof entry.blockTime === "number" ? entry.blockTime : undefined,
        failed: entry.err !== null && entry.err !== undefined,
      },
    ];
  });
}

/** The token accounts of a `getTokenAccountsByOwner` jsonParsed answer whose mint is in `mints`. */
function tokenAccountsOf(result: unknown, mints: ReadonlySet<string>): string[] {
  const accounts = isRecord(result) && Array.isArray(result.value) ? result.value : undefined;
  if (accounts === undefined)
    throw new UpstreamUnavailableError("solana upstream answered getTokenAccountsByOwner badly");
  return accounts.flatMap((entry: unknown) => {
    if (!isRecord(entry) || typeof entry.pubkey !== "string") return [];
    const data = isRecord(entry.account) ? entry.account.data : undefined;
    const info = isRecord(data) && isRecord(data.parsed) ? data.parsed.info : undefined;
    return isRecord(info) && typeof info.mint === "string" && mints.has(info.mint)
      ? [entry.pubkey]
      : [];
  });
}

/**
 * Each signature's place in its block for `slots` (`getBlock` with signatures only), so two
 * addresses' transactions of one slot merge in the order they ran. A node that no longer serves
 * a block leaves those in the lists' order.
 */
async function blockOrderOf(pool: UpstreamPool, slots: readonly number[]) {
  const order = new Map<string, number>();
  if (slots.length === 0) return order;
  const blocks = await solanaBatch(
    pool,
    slots.map((slot) => ({
      method: "getBlock",
      params: [
        slot,
        {
          transactionDetails: "signatures",
          rewards: false,
          maxSupportedTransactionVersion: 0,
          commitment: "confirmed",
        },
      ],
    })),
  ).catch(() => []);
  for (const block of blocks) {
    if (!isRecord(block) || !Array.isArray(block.signatures)) continue;
    block.signatures.forEach((signature: unknown, place: number) => {
      if (typeof signature === "string") order.set(signature, place);
    });
  }
  return order;
}

/**
 * An owner's Solana history, asked of the network's node the way explorers do:
 * `getSignaturesForAddress` for the owner and for each of its token accounts (tokens someone
 * else sends to an existing token account name that account, not the owner), merged into one
 * page of signatures, then each transaction with `getTransaction` in `jsonParsed`, one batch per
 * step. The token accounts are those the owner holds now of the network's listed tokens
 * (`getTokenAccountsByOwner`, Token program): a closed account's transfers, or an unlisted
 * token's, are found only where they name the owner.
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
      const signaturesCall = (address: string) => ({
        method: "getSignaturesForAddress",
        params: [
          address,
          { limit, commitment: "confirmed", ...(before === undefined ? {} : { before }) },
        ],
      });
      const [ownList, held] = await solanaBatch(pool, [
        signaturesCall(owner),
        {
          method: "getTokenAccountsByOwner",
          params: [
            owner,
            { programId: TOKEN_PROGRAM },
            { encoding: "jsonParsed", commitment: "confirmed" },
          ],
        },
      ]);
      // The accounts of the network's listed tokens, as the balances show: a wallet holding
      // hundreds of unsolicited tokens costs no more than one holding what the network lists.
      const listed = new Set((networks[chainId]?.tokens ?? []).map((token) => token.address));
      const tokenAccounts = tokenAccountsOf(held, listed);
      const tokenLists =
        tokenAccounts.length === 0
          ? []
          : await solanaBatch(pool, tokenAccounts.map(signaturesCall));
      const lists = [ownList, ...tokenLists].map((list) => signaturesOf(list).slice(0, limit));
      const { signatures, next } = mergeSignaturePages(
        lists,
        limit,
        await blockOrderOf(pool, sharedSlots(lists)),
      );
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
      return { transactions, next };
    },
  };
}
