import { AppEvents } from "@foyer/embedded";
import { evmChainNumber } from "../bootstrap/frameParams.js";
import { AccountTypeError, SMART_ACCOUNT_NOT_ENABLED } from "../smartAccount/accountSelection.js";
import { type FrameContext, requireWallet } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";

type SmartAccountRequest =
  | typeof AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS
  | typeof AppEvents.INIT_SMART_ACCOUNT
  | typeof AppEvents.SET_PREFERRED_ACCOUNT;

/** The smart account: where the server offers one, and which account the wallet acts as. */
export function smartAccountHandlers(context: FrameContext): AreaHandlers<SmartAccountRequest> {
  const { state, networks } = context;
  return {
    async [AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS]() {
      return { smartAccountEnabledNetworks: (await networks()).map((n) => n.chainId) };
    },
    async [AppEvents.INIT_SMART_ACCOUNT]() {
      // The account is counterfactual: knowing the networks is all it takes to have its address.
      await networks();
      return undefined;
    },
    async [AppEvents.SET_PREFERRED_ACCOUNT](message) {
      const { type } = message.payload;
      requireWallet(state);
      const before = state.preferredAccountType;
      state.preferredAccountType = type;
      const selected = await context.selection();
      if (type === "SMART_ACCOUNT" && selected.network === undefined) {
        state.preferredAccountType = before;
        throw new AccountTypeError(SMART_ACCOUNT_NOT_ENABLED);
      }
      return { type, address: selected.address };
    },
  };
}

/**
 * What the signed-in wallet acts as on the current chain (the EOA where the server lists no
 * smart accounts), without reading the chain; undefined when signed out or unknown.
 */
export async function actingAccountType(
  context: FrameContext,
): Promise<"EOA" | "SMART_ACCOUNT" | undefined> {
  const { state, networks } = context;
  if (!state.wallet) return undefined;
  const chain = evmChainNumber(state.chainId);
  try {
    const enabled = chain !== undefined && (await networks()).some((n) => n.chainId === chain);
    return enabled ? state.preferredAccountType : "EOA";
  } catch {
    return undefined;
  }
}
