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
import { createOnrampFlow, type OnrampFlow } from "../onramp/onrampFlow.js";
import { createSwapFlow, type SwapFlow } from "../swap/swapFlow.js";

/**
 * The provider-server clients only the account area, the send and the swap flows use.
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
  /**
   * The Swap view's flow, per instance: its state outlives the view, which an embedded
   * wallet's approval replaces while the wallet request is open.
   */
  swap: SwapFlow;
  /** The Buy view's flow, per instance: a purchase is followed while the view comes and goes. */
  onramp: OnrampFlow;
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
    swap: createSwapFlow({ swap: blockchain.swap, caches: blockchain.caches, clock }),
    onramp: createOnrampFlow({ onramp: blockchain.onramp, caches: blockchain.caches, clock }),
  };
}
