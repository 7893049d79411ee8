import type { Transaction, TransactionTransfer } from "@foyer/protocol";
import { type Address, formatUnits, getAddress, zeroAddress } from "viem";
import { DEFAULT_NATIVE } from "./balances.js";
import type { HistoryRow } from "./historyQuery.js";
import type { BlockchainServices } from "./services.js";

export interface ShapeContext {
  services: BlockchainServices;
  chainId: string;
  account: string;
  icon: (symbol: string) => string;
}

/** One transaction of the history page, from its indexed transfer rows (non-empty). */
export async function shapeTransaction(
  context: ShapeContext,
  txHash: string,
  rows: HistoryRow[],
): Promise<Transaction> {
  const first = rows[0];
  if (first === undefined) throw new Error(`transaction ${txHash} has no transfers`);
  const transfers = await Promise.all(rows.map((row) => shapeTransfer(context, row)));
  return {
    id: txHash,
    metadata: {
      minedAt: first.blockTime.toISOString(),
      chain: context.chainId,
      operationType: operationTypeOf(rows, context.account.toLowerCase()),
      // Only successful transactions are indexed (a reverted one moved nothing).
      status: "confirmed",
      ...counterpartiesOf(rows, context.account.toLowerCase()),
      hash: txHash,
    },
    transfers,
  };
}

async function shapeTransfer(context: ShapeContext, row: HistoryRow): Promise<TransactionTransfer> {
  const account = context.account.toLowerCase();
  const direction =
    row.fromAddress === account && row.toAddress === account
      ? "self"
      : row.fromAddress === account
        ? "out"
        : "in";
  const { services, chainId } = context;
  if (row.kind === "erc721") {
    const token = getAddress(row.token ?? zeroAddress);
    const tokenId = BigInt(row.tokenId ?? "0");
    const [collection, nft] = await Promise.all([
      services.metadata.collection(chainId, token),
      services.nfts.get(chainId, token, tokenId),
    ]);
    return {
      nft_info: {
        name: nft.name ?? `${collection?.name ?? "NFT"} #${tokenId}`,
        // The token's own on-chain image when it has one, else the collection's monogram.
        content: { preview: { url: nft.image ?? context.icon(collection?.symbol ?? "NFT") } },
        flags: { is_spam: false },
      },
      direction,
      quantity: { numeric: "1" },
    };
  }
  const raw = BigInt(row.amount);
  if (row.kind === "native") {
    const native = services.networks[chainId]?.nativeCurrency ?? DEFAULT_NATIVE;
    const price = await services.prices.nativePrice(chainId).catch(() => 0);
    const numeric = formatUnits(raw, native.decimals);
    return {
      fungible_info: {
        name: native.name,
        symbol: native.symbol,
        icon: { url: context.icon(native.symbol) },
      },
      direction,
      quantity: { numeric },
      // Today's price, not the price when it was mined.
      value: Number(numeric) * price,
      price,
    };
  }
  const token: Address = getAddress(row.token ?? zeroAddress);
  const metadata = await services.metadata.get(chainId, token);
  if (metadata === undefined) {
    return {
      fungible_info: {
        name: "Unknown token",
        symbol: "UNKNOWN",
        icon: { url: context.icon("UNKNOWN") },
      },
      direction,
      quantity: { numeric: raw.toString() },
    };
  }
  const price = await services.prices.tokenPrice(chainId, token).catch(() => 0);
  const numeric = formatUnits(raw, metadata.decimals);
  return {
    fungible_info: {
      name: metadata.name,
      symbol: metadata.symbol,
      icon: { url: context.icon(metadata.symbol) },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  };
}

/**
 * Zerion-style operation types the client labels and signs (+/-), from the
 * account's side: value coming in is a receive, whether transferred or
 * minted to it (behaviour §9 signs receive '+'; "mint" would name what the
 * contract did and show no sign); value going to the zero address is a
 * burn; value both ways is a trade.
 */
export function operationTypeOf(rows: HistoryRow[], account: string): string {
  const zero = zeroAddress.toLowerCase();
  const incoming = rows.filter((row) => row.toAddress === account && row.fromAddress !== account);
  const outgoing = rows.filter((row) => row.fromAddress === account && row.toAddress !== account);
  if (incoming.length > 0 && outgoing.length > 0) return "trade";
  if (incoming.length > 0) return "receive";
  if (outgoing.length > 0) return outgoing.every((row) => row.toAddress === zero) ? "burn" : "send";
  return "send";
}

/**
 * Who sent and who received, from the account's side: the address its value went to or came
 * from, as its transfers say, not the contract the transaction called (a token send calls the
 * token, a smart account's calls go through the bundler and the EntryPoint; neither is the
 * other side). A trade, a burn, a mint, or value to or from several addresses keep the
 * transaction's own from and to. Addresses are lower case in `rows`, checksummed here.
 */
export function counterpartiesOf(
  rows: HistoryRow[],
  account: string,
): { sentFrom: string; sentTo: string } {
  const zero = zeroAddress.toLowerCase();
  const first = rows[0];
  const onChain = {
    sentFrom: first === undefined ? "" : getAddress(first.txFrom),
    sentTo: first?.txTo == null ? "" : getAddress(first.txTo),
  };
  const incoming = rows.filter((row) => row.toAddress === account && row.fromAddress !== account);
  const outgoing = rows.filter((row) => row.fromAddress === account && row.toAddress !== account);
  const only = (addresses: string[]) => {
    const distinct = new Set(addresses);
    const [single] = distinct;
    return distinct.size === 1 && single !== zero ? single : undefined;
  };
  if (outgoing.length > 0 && incoming.length === 0) {
    const receiver = only(outgoing.map((row) => row.toAddress));
    if (receiver) return { sentFrom: getAddress(account), sentTo: getAddress(receiver) };
  }
  if (incoming.length > 0 && outgoing.length === 0) {
    const sender = only(incoming.map((row) => row.fromAddress));
    if (sender) return { sentFrom: getAddress(sender), sentTo: getAddress(account) };
  }
  return onChain;
}
