import {
  formatRelativeTime,
  formatTokenAmount,
  type OperationSign,
  operationSign,
  type Transaction,
  truncateAddress,
} from "@foyer/core/internal";

/** One activity row, ready to render. */
export interface TransactionRowModel {
  id: string;
  operationType: string;
  sign: OperationSign;
  /** e.g. "1.234 ETH", or an NFT's name; undefined for a call that moved nothing. */
  amount: string | undefined;
  icon: string | undefined;
  /** Who was on the other side: the sender of incoming operations, else the receiver. */
  /** `address` shortened for the row; `fullAddress` as the server sent it (for its name). */
  counterparty: { direction: "from" | "to"; address: string; fullAddress: string } | undefined;
  time: string;
  status: string;
  /** The transaction's hash (or Solana signature), for its explorer page. */
  hash: string | undefined;
}

function describeTransfer(transfer: Transaction["transfers"][number] | undefined, locale: string) {
  if (!transfer) return { amount: undefined, icon: undefined };
  if (transfer.fungible_info) {
    const symbol = transfer.fungible_info.symbol ?? "";
    return {
      amount: `${formatTokenAmount(transfer.quantity.numeric, locale)} ${symbol}`.trim(),
      icon: transfer.fungible_info.icon?.url ?? undefined,
    };
  }
  return {
    amount: transfer.nft_info?.name,
    icon: transfer.nft_info?.content?.preview?.url,
  };
}

/**
 * The operation as the account saw it: a mint whose value came to the account
 * is something it received (behaviour §9 signs receive '+'; "mint" names what the
 * contract did, which shows no sign and reads as if the account minted).
 */
export function accountOperation(operationType: string, direction: string | undefined): string {
  return operationType === "mint" && direction === "in" ? "receive" : operationType;
}

/**
 * A history transaction as a row: behaviour §9 sign, 3 decimals, truncated address
 * (once: the row shows the address as it comes from here), short time. The
 * other side is the sender when the operation or, for a type without a sign,
 * the first transfer says value came in.
 */
export function transactionRow(
  transaction: Transaction,
  now: number,
  locale = "en",
): TransactionRowModel {
  const { metadata } = transaction;
  const direction = transaction.transfers[0]?.direction;
  const operationType = accountOperation(metadata.operationType, direction);
  const sign = operationSign(operationType);
  const incoming = sign === "+" || (sign === "" && direction === "in");
  const other = incoming ? metadata.sentFrom : metadata.sentTo;
  let time: string;
  try {
    time = formatRelativeTime(metadata.minedAt, now, { locale });
  } catch {
    // A server answer with a bad date should cost the row its time, not the whole list.
    time = "";
  }
  return {
    id: transaction.id,
    operationType,
    sign,
    ...describeTransfer(transaction.transfers[0], locale),
    counterparty: other
      ? { direction: incoming ? "from" : "to", address: truncateAddress(other), fullAddress: other }
      : undefined,
    time,
    status: metadata.status,
    hash: metadata.hash,
  };
}
