import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { AccountApi } from "./accountApi.js";
import type { TransactionPage } from "./blockchainTypes.js";

/** Which page of whose activity to read. */
export interface TransactionPageRequest {
  account: string;
  caipNetworkId: string;
  /** The previous page's `next`; absent for the first page. */
  cursor?: string;
  onramp?: string;
}

/**
 * One page of the activity list (behaviour §4), for `transactionListReducer` to append.
 * Throws 'Transactions can't be fetched without an accountAddress' (behaviour §8) before
 * asking; a failed read rejects with 'Failed to fetch transactions' as an API_ERROR, the
 * server's answer as its cause, for the toast and the error reporter.
 */
export async function fetchTransactionPage(
  account: AccountApi,
  { account: address, caipNetworkId, cursor, onramp }: TransactionPageRequest,
): Promise<TransactionPage> {
  if (!address) {
    throw new ApiError(messages.transactionsNeedAddress, {
      code: "MISSING_ACCOUNT_ADDRESS",
      category: "API_ERROR",
    });
  }
  try {
    return await account.getTransactions({
      account: address,
      caipNetworkId,
      ...(cursor ? { cursor } : {}),
      ...(onramp ? { onramp } : {}),
    });
  } catch (cause) {
    throw new ApiError(coreText("transactionsFetchFailed", messages.transactionsFetchFailed), {
      code: "TRANSACTIONS_FETCH_FAILED",
      category: "API_ERROR",
      cause,
    });
  }
}
