import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { View } from "../../router/views.js";
import type { Store } from "../../store/createStore.js";
import { authConnector } from "../authConnector.js";
import type { EmbeddedState } from "../embeddedState.js";
import type { ApprovalEvent } from "../embeddedWallet.js";
import type { ApprovalRequest } from "./approvalRequest.js";

/**
 * Shows ApproveTransaction for `request`: over the open modal, or in a modal
 * opened for it. The frame lays its screen inside that view.
 */
export function showApproval(ctx: FoyerContext, request: ApprovalRequest): void {
  const route = { view: "ApproveTransaction", params: { request } } as const;
  if (!ctx.modal.store.getState().open) {
    ctx.router.reset(route);
    ctx.modal.setOpen(true);
  } else ctx.router.push(route);
}

/** Leaves ApproveTransaction once the frame is done: back a view, or close the modal. */
export function leaveApproval(ctx: FoyerContext): void {
  if (ctx.router.current().view !== "ApproveTransaction") return;
  if (ctx.router.store.getState().history.length > 1) ctx.router.goBack();
  else {
    ctx.modal.setOpen(false);
    ctx.router.reset({ view: "Connect" });
  }
}

/**
 * Behaviour §4 "unsafe wallet requests open ApproveTransaction; on success the
 * balance refreshes and the stack pops or the modal closes"; behaviour §6 a call the
 * wallet does not allow shows 'Action not allowed'.
 */
export function applyApprovalEvent(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  event: ApprovalEvent,
): void {
  if ("notAllowed" in event) {
    // Behaviour §6: the dApp gets 'Requested RPC call is not allowed'; the user sees why nothing happened.
    ctx.toast.showError(coreText("actionNotAllowed", messages.actionNotAllowed));
    return;
  }
  store.setState({ approvalPending: event.pending });
  if (event.pending) {
    showApproval(ctx, event.request);
    return;
  }
  if (event.ok) {
    const connector = authConnector(ctx);
    // The 30 s balance caches would hide what the approved request just spent; a
    // transaction sent through the adapter's provider is also followed until mined.
    if (connector) void ctx.balances.refresh(connector.chain);
  }
  leaveApproval(ctx);
}

/**
 * Whether the modal moving from one view to another abandons what the frame
 * shows: its screen lives inside ApproveTransaction, so going back, closing
 * the modal (which resets it to Connect) or any other way out while the frame
 * still waits gives the request up, rather than leaving it open and out of sight.
 */
export function abandonsApproval(from: View, to: View, waiting: boolean): boolean {
  return waiting && from === "ApproveTransaction" && to !== from;
}

/**
 * Aborts what the frame waits on when the modal leaves ApproveTransaction
 * before the frame is done (see {@link abandonsApproval}). Returns the
 * unsubscribe.
 */
export function abortOnLeavingApproval(ctx: FoyerContext, store: Store<EmbeddedState>): () => void {
  let before = ctx.router.current().view;
  return ctx.router.store.subscribe(() => {
    const from = before;
    before = ctx.router.current().view;
    const { approvalPending, keyExport } = store.getState();
    if (abandonsApproval(from, before, approvalPending || keyExport.open)) {
      ctx.options.embeddedWallet?.abortRequests?.();
    }
  });
}
