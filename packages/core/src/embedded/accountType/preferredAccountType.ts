import { defaultAccountType } from "../../connection/account/accountTypeRules.js";
import type { FoyerContext } from "../../instance/context.js";
import type { AccountType } from "../../types/chain.js";

/** The account type the app asks the embedded wallet for on eip155 (persisted, else behaviour §3's). */
export function preferredEvmAccountType(ctx: FoyerContext): AccountType {
  const persisted = ctx.persistence.preferredAccountTypes.get()?.eip155;
  if (persisted === "eoa" || persisted === "smartAccount") return persisted;
  const fallback = defaultAccountType("eip155");
  return fallback === "smartAccount" ? "smartAccount" : "eoa";
}

/** Keeps the type per namespace (behaviour §3 "preferred account types", persisted locally). */
export function persistEvmAccountType(ctx: FoyerContext, type: AccountType): void {
  ctx.persistence.preferredAccountTypes.set({
    ...ctx.persistence.preferredAccountTypes.get(),
    eip155: type,
  });
}
