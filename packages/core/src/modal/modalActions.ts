import type { FoyerContext } from "../instance/context.js";
import { projectIdAlert } from "../instance/projectId.js";
import { isConnected } from "../instance/selectors.js";
import { isView, type Route, type View } from "../router/views.js";
import { canClose } from "./canClose.js";
import { openingView } from "./openingView.js";

/**
 * Opens the modal on the view the opening rules pick (SPEC §2). Without a
 * project id the PROJECT_ID_NOT_CONFIGURED alert shows instead and the modal
 * stays closed (SPEC §5). A route naming no known view is ignored, so the
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
      hasAdapters: (ctx.options.adapters ?? []).length > 0,
      isMobile: ctx.options.isMobile?.() ?? false,
    },
    route && isView(route.view) ? { route } : {},
  );
  ctx.router.reset(view);
  ctx.modal.setOpen(true);
}

/**
 * Closes the modal and resets it to Connect (SPEC §2). A required sign-in
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
  cancelPairing(ctx);
  return true;
}

/** Goes back one view; back from the first view closes (SPEC §2). */
export function goBack(ctx: FoyerContext): void {
  const leaving = ctx.router.current().view;
  if (ctx.router.goBack() === "close") close(ctx);
  // Leaving a pairing view abandons its pairing too, so status does not stay "connecting".
  else if (PAIRING_VIEWS.has(leaving)) cancelPairing(ctx);
}

/** The views that show a pairing URI while their connect is pending. */
const PAIRING_VIEWS: ReadonlySet<View> = new Set([
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
]);

/** Closing while a pairing is pending rejects its connect with 'Modal closed' (SPEC §8). */
function cancelPairing(ctx: FoyerContext): void {
  const { buffering, wcUri } = ctx.connection.getState();
  if (!buffering && wcUri === undefined) return;
  for (const adapter of ctx.options.adapters ?? []) adapter.cancelPairing?.();
}
