import type { ApiClient } from "../api/apiClient.js";
import { type BlockchainApi, createBlockchainApi } from "../api/blockchain/blockchainApi.js";
import {
  createTokenBalanceLoader,
  type TokenBalanceLoader,
} from "../api/blockchain/tokenBalanceLoader.js";
import {
  createTransactionListStore,
  type TransactionListStore,
} from "../api/blockchain/transactionListStore.js";
import type { Clock } from "../effects/clock.js";

/**
 * The provider-server clients only the account area and the send flow use.
 * Its own module: `FoyerServices.accountData()` imports it on first use, so
 * the first page load does not carry the blockchain API.
 */
export interface AccountDataServices {
  blockchain: BlockchainApi;
  /**
   * The account view's balance loader. Per instance rather than per
   * view so its 30 s after-failure wait (SPEC §5) outlives a tab switch.
   */
  tokenBalances: TokenBalanceLoader;
  /**
   * The Activity tab's list (SPEC §4), per instance; the tab resets
   * it whenever the account or network changes.
   */
  transactions: TransactionListStore;
}

/** Builds the account-data clients of one instance over its API client. */
export function createAccountDataServices(api: ApiClient, clock: Clock): AccountDataServices {
  const blockchain = createBlockchainApi({ api, clock });
  return {
    blockchain,
    tokenBalances: createTokenBalanceLoader({
      account: blockchain.account,
      chains: blockchain.chains,
      clock,
    }),
    transactions: createTransactionListStore(blockchain.account),
  };
}
