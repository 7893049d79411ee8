import type { FoyerContext } from "../instance/context.js";
import type { Store } from "../store/createStore.js";
import { authConnector } from "./embeddedSession.js";
import type { EmbeddedState } from "./embeddedState.js";
import type { ApprovalEvent } from "./embeddedWallet.js";

/**
 * SPEC §4 "unsafe wallet requests open ApproveTransaction; on success the
 * balance refreshes and the stack pops or the modal closes".
 */
export function applyApprovalEvent(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  event: ApprovalEvent,
): void {
  store.setState({ approvalPending: event.pending });
  if (event.pending) {
    if (!ctx.modal.store.getState().open) {
      ctx.router.reset({ view: "ApproveTransaction" });
      ctx.modal.setOpen(true);
    } else ctx.router.push({ view: "ApproveTransaction" });
    return;
  }
  if (event.ok) {
    const connector = authConnector(ctx);
    // The 30 s balance caches would hide what the approved request just spent; a
    // transaction sent through the adapter's provider is also followed until mined.
    if (connector) void ctx.balances.refresh(connector.chain);
  }
  if (ctx.router.current().view !== "ApproveTransaction") return;
  if (ctx.router.store.getState().history.length > 1) ctx.router.goBack();
  else {
    ctx.modal.setOpen(false);
    ctx.router.reset({ view: "Connect" });
  }
}
