import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { leaveApproval, showApproval } from "../approval/approvalEvents.js";
import { authConnector } from "../authConnector.js";
import { embeddedErrorOutcome, frameRefusalOf } from "../email/emailLoginRules.js";
import type { EmbeddedState } from "../embeddedState.js";
import { EmbeddedLoginFailure, finishEmbeddedLogin, loginUserOptions } from "../finishLogin.js";
import type { FoyerPasskey } from "./foyerPasskey.js";

/** The instance's embedded wallet has no passkey screens (an older or custom wallet). */
const PASSKEY_UNAVAILABLE = "This embedded wallet does not offer passkeys";

/**
 * The passkey login once ConnectingPasskey opened (loaded on first use): the frame runs the
 * WebAuthn ceremony on its own origin and opens the wallet; then the embedded wallet connects
 * as after an email code. `signal` aborts when the view was left or a newer attempt began: the
 * frame's screen is then never asked for, or its answer dropped.
 */
export async function runPasskeyLogin(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  signal: AbortSignal,
): Promise<void> {
  const isCurrent = () => !signal.aborted;
  const wallet = ctx.options.embeddedWallet;
  const connector = authConnector(ctx);
  if (!wallet?.connectPasskey || !connector) {
    throw new EmbeddedLoginFailure(coreText("noAuthConnector", messages.noAuthConnector));
  }
  const answer = await wallet.connectPasskey({ signal });
  if (!answer) throw new EmbeddedLoginFailure(PASSKEY_UNAVAILABLE);
  const { email } = answer;
  if (!isCurrent()) return;
  const user = await wallet.getUser(await loginUserOptions(ctx, connector));
  if (!isCurrent()) return;
  await finishEmbeddedLogin(ctx, store, connector, user, {
    // The embedded login flag brings the session back on the next visit (a passkey login has
    // no provider to remember); an account with an email shows it as after an email login.
    remember() {
      ctx.persistence.emailLoginUsed.set(true);
      ctx.persistence.connectedSocialProvider.remove();
      ctx.persistence.socialUsername.remove();
      if (email) ctx.persistence.email.set(email);
      else ctx.persistence.email.remove();
    },
    user: email ? { email } : undefined,
  });
}

/**
 * The attempts of one instance. A view mounted twice (React's StrictMode, a quick back and forth)
 * starts a second attempt before the first reached the frame: the first is aborted then, so only
 * one passkey screen is ever asked of the frame; an aborted attempt's outcome never lands.
 */
export function passkeyAttempts(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerPasskey {
  let current: AbortController | undefined;
  return {
    async connectPasskey() {
      current?.abort();
      const attempt = new AbortController();
      current = attempt;
      const { signal } = attempt;
      store.setState({ passkey: { step: "waiting" } });
      try {
        await runPasskeyLogin(ctx, store, signal);
        if (!signal.aborted) store.setState({ passkey: { step: "connected" } });
        if (current === attempt) current = undefined;
      } catch (error) {
        if (!signal.aborted)
          store.setState({ passkey: { step: "idle", error: passkeyFailure(ctx, error) } });
      }
    },
    resetPasskey() {
      // An attempt still waiting on the frame: its screen closes with the app's other pending
      // requests.
      if (current && !current.signal.aborted) ctx.options.embeddedWallet?.abortRequests?.();
      current?.abort();
      current = undefined;
    },
    managePasskeys: () => runManagePasskeys(ctx),
  };
}

/**
 * What a failed attempt shows. A cancelled prompt comes back as 'Connection rejected': shown in
 * the view, quietly — no report, no alert, since the person chose it.
 */
export function passkeyFailure(ctx: FoyerContext, error: unknown): UserText {
  if (error instanceof EmbeddedLoginFailure) return error.text;
  // The frame's PASSKEY_CANCELLED: the person closed the screen or the browser's prompt.
  if (frameRefusalOf(error) === "PASSKEY_CANCELLED")
    return coreText("connectionRejected", messages.connectionRejected);
  const failure = embeddedErrorOutcome(error);
  if (failure.alert) ctx.alerts.raise(failure.alert);
  ctx.report(error);
  return failure.message;
}

/** Account → Passkeys: the frame's screen over ApproveTransaction's area until it is closed. */
export async function runManagePasskeys(ctx: FoyerContext): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  if (!wallet?.managePasskeys) return;
  showApproval(ctx, "passkeys");
  try {
    await wallet.managePasskeys();
  } catch (error) {
    ctx.report(error);
  }
  leaveApproval(ctx);
}
