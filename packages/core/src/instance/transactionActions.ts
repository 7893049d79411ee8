import { messages } from "../errors/messages.js";
import type { FoyerContext } from "./context.js";
import type { Foyer } from "./foyerInstance.js";
import type { LiveGuard } from "./liveGuard.js";

/**
 * The send flow's actions. Views have no adapter, so the instance fills connector, network and
 * sender; the flow's code loads with its first use, so the first load does not carry it.
 */
export function transactionActions(
  ctx: FoyerContext,
  guard: LiveGuard,
): Pick<Foyer, "sendTransaction" | "estimateGas" | "quoteFees" | "estimateFee"> {
  const flow = () => import("../send/walletTransactions.js");
  const live = <T>(run: () => Promise<T>) => guard.live(messages.connectionClientNotSet, run);
  return {
    sendTransaction: (draft) => live(async () => (await flow()).sendTransaction(ctx, draft)),
    estimateGas: (draft) => live(async () => (await flow()).estimateGas(ctx, draft)),
    quoteFees: (draft) => live(async () => (await flow()).quoteFees(ctx, draft)),
    estimateFee: (draft) => live(async () => (await flow()).estimateFee(ctx, draft)),
  };
}
