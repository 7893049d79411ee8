import { connect } from "../connection/connect.js";
import { messages } from "../errors/messages.js";
import type { FoyerContext } from "../instance/context.js";
import type { Store } from "../store/createStore.js";
import { adoptEmbeddedUser } from "./accountTypeSwitch.js";
import { leaveApproval, showApproval } from "./approvalEvents.js";
import { authConnector } from "./authConnector.js";
import { embeddedErrorOutcome } from "./emailLoginRules.js";
import type { EmbeddedState } from "./embeddedState.js";
import { preferredEvmAccountType } from "./preferredAccountType.js";

class PasskeyLoginFailure extends Error {
  override name = "PasskeyLoginFailure";
}

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
    throw new PasskeyLoginFailure(messages.noAuthConnector);
  }
  const { email } = await wallet.connectPasskey({ signal });
  if (!isCurrent()) return;
  const network = ctx.networks.store.getState().activeNetworks[connector.chain];
  // SPEC §5: with SIWX on, get-user carries the message so the login signs in too.
  const siwxMessage =
    network && ctx.siwx.getState().enabled
      ? await ctx.signIn.connectSignInFields(network.caipNetworkId)
      : undefined;
  const user = await wallet.getUser({
    ...(network ? { chainId: network.caipNetworkId } : {}),
    ...(siwxMessage ? { siwxMessage } : {}),
    ...(connector.chain === "eip155" ? { preferredAccountType: preferredEvmAccountType(ctx) } : {}),
  });
  if (!isCurrent()) return;
  if (user.signedIn) await ctx.signIn.adoptSession(user.signedIn);
  if (user.solanaAddress) {
    const { connectLinkedAccounts } = await import("./linkedAccounts.js");
    await connectLinkedAccounts(ctx, connector, user);
  }
  await connect(ctx, connector.id, connector.chain);
  // The embedded login flag brings the session back on the next visit (a passkey login has no
  // provider to remember); an account with an email shows it as after an email login.
  ctx.persistence.emailLoginUsed.set(true);
  ctx.persistence.connectedSocialProvider.remove();
  ctx.persistence.socialUsername.remove();
  if (email) ctx.persistence.email.set(email);
  else ctx.persistence.email.remove();
  const active = ctx.networks.store.getState().activeNetworks[connector.chain];
  if (active) ctx.persistence.lastUsedChain.set(active.caipNetworkId);
  ctx.accounts.update(connector.chain, (a) => ({
    ...a,
    user: email ? { email } : undefined,
    socialProvider: undefined,
  }));
  await adoptEmbeddedUser(ctx, store, user);
}

/**
 * What a failed attempt shows. A cancelled prompt comes back as 'Connection rejected': shown in
 * the view, quietly — no report, no alert, since the person chose it.
 */
export function passkeyFailure(ctx: FoyerContext, error: unknown): string {
  if (error instanceof PasskeyLoginFailure) return error.message;
  const message = error instanceof Error ? error.message : "";
  if (message === messages.connectionRejected) return messages.connectionRejected;
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
