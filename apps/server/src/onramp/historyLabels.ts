import type { Transaction } from "@foyer/protocol";
import type { OrderStore } from "./orderStore.js";

/**
 * An onramp delivery in an account's history is a deposit (SPEC §9 signs it '+'), not a
 * plain receive from the treasury. With `onramp` (a provider id, SPEC §7's history param),
 * only that provider's deliveries are kept.
 */
export async function labelOnrampDeposits(
  store: Pick<OrderStore, "deliveriesAmong">,
  chainId: string,
  account: string,
  transactions: Transaction[],
  onramp: string | undefined,
): Promise<Transaction[]> {
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
  if (onramp === undefined) return labelled;
  return labelled.filter((transaction) => providerOf.get(transaction.id.toLowerCase()) === onramp);
}
