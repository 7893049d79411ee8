import type { Transaction, TransactionTransfer } from "@foyer/protocol";
import { numericAmount } from "./balances.js";

/** A coin or token as the activity list names and prices it. */
export interface ActivityAsset {
  name: string;
  symbol: string;
  decimals: number;
  /** Today's USD price (0 when unknown). */
  price: number;
}

/** One movement of value between two wallets, as a chain without an indexer reports it. */
export interface ActivityMovement {
  from: string;
  to: string;
  asset: ActivityAsset;
  raw: bigint;
}

/** Solana and Bitcoin activity statuses; EVM history lists mined, successful transactions only. */
export type ActivityStatus = "confirmed" | "pending" | "failed";

/**
 * One entry of the history list from the movements that involve `account` (others are left
 * out), in the shape EVM history has: value in is a receive, value out a send, both a trade;
 * the other side is the single wallet the value went to or came from. A transaction that moved
 * none of the account's value (it only paid the fee, say) is an "execute" by its fee payer.
 */
export function activityTransaction(options: {
  id: string;
  chainId: string;
  account: string;
  minedAt: Date;
  status: ActivityStatus;
  movements: readonly ActivityMovement[];
  /** Who paid for the transaction: the sender when nothing of the account's moved. */
  feePayer?: string;
  icon: (symbol: string) => string;
}): Transaction {
  const { account } = options;
  const mine = options.movements.filter((m) => m.from === account || m.to === account);
  const incoming = mine.filter((m) => m.to === account && m.from !== account);
  const outgoing = mine.filter((m) => m.from === account && m.to !== account);
  const operationType =
    incoming.length > 0 && outgoing.length > 0
      ? "trade"
      : incoming.length > 0
        ? "receive"
        : outgoing.length > 0 || mine.length > 0
          ? "send"
          : "execute";
  const only = (addresses: string[]) => {
    const distinct = new Set(addresses);
    return distinct.size === 1 ? [...distinct][0] : undefined;
  };
  let sentFrom = options.feePayer ?? "";
  let sentTo = "";
  if (operationType === "send") {
    sentFrom = account;
    sentTo = only(outgoing.map((m) => m.to)) ?? (outgoing.length === 0 ? account : "");
  } else if (operationType === "receive") {
    sentFrom = only(incoming.map((m) => m.from)) ?? "";
    sentTo = account;
  }
  const transfers: TransactionTransfer[] = mine.map((movement) => {
    const numeric = numericAmount(movement.raw, movement.asset.decimals);
    return {
      fungible_info: {
        name: movement.asset.name,
        symbol: movement.asset.symbol,
        icon: { url: options.icon(movement.asset.symbol) },
      },
      direction:
        movement.from === account && movement.to === account
          ? "self"
          : movement.from === account
            ? "out"
            : "in",
      quantity: { numeric },
      value: Number(numeric) * movement.asset.price,
      price: movement.asset.price,
    };
  });
  return {
    id: options.id,
    metadata: {
      minedAt: options.minedAt.toISOString(),
      chain: options.chainId,
      operationType,
      status: options.status,
      sentFrom,
      sentTo,
      hash: options.id,
    },
    transfers,
  };
}
