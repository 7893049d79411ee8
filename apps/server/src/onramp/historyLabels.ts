import type { Transaction } from "@foyer/protocol";
import type { OrderStore } from "./orderStore.js";

/** A history page with its onramp deliveries labelled, and which provider made each. */
export interface LabelledTransactions {
  transactions: Transaction[];
  /** Delivery transaction hash (lower case) → onramp provider id. */
  providerOf: ReadonlyMap<string, string>;
}

/**
 * An onramp delivery in an account's history is a deposit (behaviour §9 signs it '+'), not a
 * plain receive from the treasury.
 */
export async function labelOnrampDeposits(
  store: Pick<OrderStore, "deliveriesAmong">,
  chainId: string,
  account: string,
  transactions: Transaction[],
): Promise<LabelledTransactions> {
  const deliveries = await store.deliveriesAmong(
    chainId,
    account,
    transactions.map((transaction) => transaction.id),
  );
  const providerOf = new Map(deliveries.map((entry) => [entry.txHash, entry.provider]));
  const labelled = transactions.map((transaction) =>
    providerOf.has(transaction.id.toLowerCase())
      ? { ...transaction, metadata: { ...transaction.metadata, operationType: "deposit" } }
      : transaction,
  );
  return { transactions: labelled, providerOf };
}

/** With the history's `onramp` param (a provider id, behaviour §7): only that provider's deliveries. */
export function onlyOnrampDeliveries(page: LabelledTransactions, provider: string): Transaction[] {
  return page.transactions.filter(
    (transaction) => page.providerOf.get(transaction.id.toLowerCase()) === provider,
  );
}
