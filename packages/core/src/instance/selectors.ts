import type { AccountState } from "../connection/account/accountState.js";
import type { FoyerContext } from "./context.js";

/** The account of the active namespace. */
export function activeAccount(ctx: FoyerContext): AccountState {
  return ctx.accounts.get(ctx.networks.store.getState().activeNamespace);
}

/** An address is connected in the active namespace. */
export function isConnected(ctx: FoyerContext): boolean {
  const account = activeAccount(ctx);
  return account.status === "connected" && account.address !== undefined;
}
