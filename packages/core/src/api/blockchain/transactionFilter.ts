import type { Transaction } from "./blockchainTypes.js";

function isSpam(transfer: Transaction["transfers"][number]): boolean {
  return transfer.nft_info?.flags?.is_spam === true;
}

/**
 * Behaviour §5: a transaction whose transfers are all spam-flagged is dropped, and
 * only transactions on the active chain are kept. A transaction with no
 * transfers (e.g. a contract call) is not spam.
 */
export function filterTransactions(
  transactions: readonly Transaction[],
  activeCaipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === activeCaipNetworkId &&
      !(transaction.transfers.length > 0 && transaction.transfers.every(isSpam)),
  );
}
