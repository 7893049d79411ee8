import {
  formatRelativeTime,
  formatTokenAmount,
  type OperationSign,
  operationSign,
  type Transaction,
  truncateAddress,
} from "@foyer/core";

/** One activity row, ready to render. */
export interface TransactionRowModel {
  id: string;
  operationType: string;
  sign: OperationSign;
  /** e.g. "1.234 ETH", or an NFT's name; undefined for a call that moved nothing. */
  amount: string | undefined;
  icon: string | undefined;
  /** Who was on the other side: the sender of incoming operations, else the receiver. */
  counterparty: { direction: "from" | "to"; address: string } | undefined;
  time: string;
  status: string;
}

function describeTransfer(transfer: Transaction["transfers"][number] | undefined) {
  if (!transfer) return { amount: undefined, icon: undefined };
  if (transfer.fungible_info) {
    const symbol = transfer.fungible_info.symbol ?? "";
    return {
      amount: `${formatTokenAmount(transfer.quantity.numeric)} ${symbol}`.trim(),
      icon: transfer.fungible_info.icon?.url ?? undefined,
    };
  }
  return {
    amount: transfer.nft_info?.name,
    icon: transfer.nft_info?.content?.preview?.url,
  };
}

/** A history transaction as a row: SPEC §9 sign, 3 decimals, truncated address, short time. */
export function transactionRow(transaction: Transaction, now: number): TransactionRowModel {
  const { metadata } = transaction;
  const sign = operationSign(metadata.operationType);
  const incoming = sign === "+";
  const other = incoming ? metadata.sentFrom : metadata.sentTo;
  let time: string;
  try {
    time = formatRelativeTime(metadata.minedAt, now);
  } catch {
    // A server answer with a bad date should cost the row its time, not the whole list.
    time = "";
  }
  return {
    id: transaction.id,
    operationType: metadata.operationType,
    sign,
    ...describeTransfer(transaction.transfers[0]),
    counterparty: other
      ? { direction: incoming ? "from" : "to", address: truncateAddress(other) }
      : undefined,
    time,
    status: metadata.status,
  };
}
