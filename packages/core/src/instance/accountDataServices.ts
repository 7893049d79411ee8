import type { ApiClient } from "../api/apiClient.js";
import { createBlockchainApi } from "../api/blockchain/blockchainApi.js";
import { createTokenBalanceLoader } from "../api/blockchain/tokenBalanceLoader.js";
import type { Clock } from "../effects/clock.js";
import { createNameFlows } from "../names/nameFlows.js";
import { createOnrampFlow } from "../onramp/onrampFlow.js";
import { createSwapFlow } from "../swap/swapFlow.js";
import type { AccountDataServices } from "./accountDataTypes.js";

export type { AccountDataServices };

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
    swap: createSwapFlow({ swap: blockchain.swap, caches: blockchain.caches, clock }),
    onramp: createOnrampFlow({ onramp: blockchain.onramp, caches: blockchain.caches, clock }),
    names: createNameFlows(blockchain),
  };
}
