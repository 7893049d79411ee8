import type { BlockchainApi } from "../api/blockchain/blockchainApi.js";
import type { TokenBalanceLoader } from "../api/blockchain/tokenBalanceLoader.js";
import type { TransactionListStore } from "../api/blockchain/transactionListStore.js";
import type { NameFlows } from "../names/nameFlowTypes.js";

/**
 * The provider-server clients only the account area and the send flow use.
 * Built by `accountDataServices.ts`, its own chunk: `FoyerServices.accountData()`
 * imports it on first use, so the first page load does not carry the blockchain API.
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
   * The account-name flows (profile name of the connected address, registration), here so
   * they load with the rest once an account is connected rather than as a chunk of their own.
   */
  names: NameFlows;
}
