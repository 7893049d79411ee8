import type { BlockchainApi } from "../api/blockchain/blockchainApi.js";
import type { TokenBalanceLoader } from "../api/blockchain/tokenBalanceLoader.js";
import type { NameFlows } from "../names/nameFlowTypes.js";
import type { OnrampFlow } from "../onramp/onrampFlow.js";
import type { SwapFlow } from "../swap/swapFlow.js";

/**
 * The provider-server clients only the account area, the send and the swap flows use.
 * Built by `accountDataServices.ts`, its own chunk: `FoyerServices.accountData()`
 * imports it on first use, so the first page load does not carry the blockchain API.
 */
export interface AccountDataServices {
  blockchain: BlockchainApi;
  /**
   * The account view's balance loader. Per instance rather than per
   * view so its 30 s after-failure wait (behaviour §5) outlives a tab switch.
   */
  tokenBalances: TokenBalanceLoader;
  /**
   * The account-name flows (profile name of the connected address, registration), here so
   * they load with the rest once an account is connected rather than as a chunk of their own.
   */
  names: NameFlows;
  /**
   * The Swap view's flow, per instance: its state outlives the view, which an embedded
   * wallet's approval replaces while the wallet request is open.
   */
  swap: SwapFlow;
  /** The Buy view's flow, per instance: a purchase is followed while the view comes and goes. */
  onramp: OnrampFlow;
}
