import type { MethodTable, WalletContext } from "../context.js";
import { paramsArray } from "../params.js";

export function capabilityMethods(ctx: WalletContext): MethodTable {
  return {
    // EIP-5792: no atomic batches, paymasters or asset discovery, so an empty
    // map; dApps then read balances with eth_getBalance like for any EOA.
    wallet_getCapabilities: async (params, method) => {
      const [address] = paramsArray(params, method);
      ctx.requireAuthorized(typeof address === "string" ? address : undefined);
      return {};
    },
  };
}
