import { type PairingAbortReason, pairingCleared } from "../connection/pairing/pairingRules.js";
import { isMobileDevice } from "../device/mobileDevice.js";
import type { FoyerContext } from "../instance/context.js";
import { projectIdAlert } from "../instance/projectId.js";
import { isConnected } from "../instance/selectors.js";
import { isView, type Route, type View } from "../router/views.js";
import { canClose } from "./canClose.js";
import { openingView } from "./openingView.js";

/**
 * Opens the modal on the view the opening rules pick (behaviour §2). Without a
 * project id the PROJECT_ID_NOT_CONFIGURED alert shows instead and the modal
 * stays closed (behaviour §5). A route naming no known view is ignored, so the
 * opening rules pick the view rather than the modal showing nothing.
 */
export function open(ctx: FoyerContext, route?: Route): void {
  const alert = projectIdAlert(ctx.options.projectId);
  if (alert) {
    ctx.alerts.raise(alert);
    return;
  }
  const view = openingView(
    {
      isConnected: isConnected(ctx),
      hasAdapters: (ctx.options.adapters ?? []).some((adapter) => adapter.pairingOnly !== true),
      isMobile: (ctx.options.isMobile ?? isMobileDevice)(),
    },
    route && isView(route.view) ? { route } : {},
  );
  ctx.router.reset(view);
  ctx.modal.setOpen(true);
  // Nothing of pairing starts here: opening is not yet interest in WalletConnect,
  // whose SDK and relay socket are most of what a pairing costs (the instance's
  // prepareWallet starts them on a pointer or focus on a wallet that pairs).
}

/**
 * Closes the modal and resets it to Connect (behaviour §2). A required sign-in
 * without a session refuses: the modal shakes and stays (answers false).
 */
export function close(ctx: FoyerContext): boolean {
  const closable = canClose({
    view: ctx.router.current().view,
    signInRequired: ctx.siwx.getState().required,
    hasSession: ctx.signIn.hasSession(),
  });
  if (!closable) {
    ctx.modal.shake();
    return false;
  }
  ctx.modal.setOpen(false);
  ctx.router.reset({ view: "Connect" });
  // Closing resets: a pairing left pending earlier is dropped too.
  if (cancelPairing(ctx, "modalClosed")) ctx.connection.setState(pairingCleared());
  return true;
}

/**
 * Goes back one view; back from the first view closes (behaviour §2). Leaving a
 * pairing view abandons its connect, so status does not stay "connecting",
 * but keeps its URI: choosing a wallet again shows the same QR at once while
 * it is valid (behaviour §9 pairing expiry).
 */
export function goBack(ctx: FoyerContext): void {
  const leaving = ctx.router.current().view;
  if (ctx.router.goBack() === "close") close(ctx);
  else if (PAIRING_VIEWS.has(leaving)) cancelPairing(ctx, "left");
}

/** The views that show a pairing URI while their connect is pending. */
const PAIRING_VIEWS: ReadonlySet<View> = new Set([
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
]);

/**
 * Abandons a pending pairing connect; closing rejects it with 'Modal closed'
 * (behaviour §8). Answers whether there was a pairing (pending, or left pending).
 */
function cancelPairing(ctx: FoyerContext, reason: PairingAbortReason): boolean {
  const { buffering, wcUri } = ctx.connection.getState();
  if (!buffering && wcUri === undefined) return false;
  for (const adapter of ctx.options.adapters ?? []) adapter.cancelPairing?.(reason);
  return true;
}
