import type { Connector } from "../adapter/connector.js";
import type { FoyerContext } from "../instance/context.js";
import { findAuthConnector } from "./emailLoginRules.js";
import { FRAME_SIGN_OUT_WAIT_MS } from "./embeddedConstants.js";
import type { EmbeddedWalletUser } from "./embeddedWallet.js";
import { preferredEvmAccountType } from "./preferredAccountType.js";

/** The embedded wallet's connector among the instance's connectors (type AUTH). */
export function authConnector(ctx: FoyerContext): Connector | undefined {
  return findAuthConnector(ctx.connectors.getState().connectors);
}

/**
 * SPEC §4: the email, the email-login flag and the last email login time; and a social
 * login's provider and username, the same session's other kind.
 */
export function clearEmailLoginCache(ctx: FoyerContext): void {
  ctx.persistence.email.remove();
  ctx.persistence.emailLoginUsed.remove();
  ctx.persistence.lastEmailLoginTime.remove();
  ctx.persistence.connectedSocialProvider.remove();
  ctx.persistence.socialUsername.remove();
}

/**
 * SPEC §4 "disconnect of embedded wallet: clear cache, send sign out,
 * proceed after 3 s regardless". The wallet's own sign-out waits 3 s too;
 * this wait also covers a wallet that is still loading.
 */
export async function signOutEmbedded(ctx: FoyerContext, connectorId: string): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  const connector = ctx.connectors.getState().connectors.find((c) => c.id === connectorId);
  if (!wallet || connector?.type !== "AUTH") return;
  clearEmailLoginCache(ctx);
  ctx.accounts.update(connector.chain, (a) => ({
    ...a,
    user: undefined,
    socialProvider: undefined,
  }));
  let timer: ReturnType<typeof ctx.clock.setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = ctx.clock.setTimeout(resolve, FRAME_SIGN_OUT_WAIT_MS);
  });
  await Promise.race([wallet.signOut().catch((error: unknown) => ctx.report(error)), waited]);
  if (timer !== undefined) ctx.clock.clearTimeout(timer);
}

/**
 * SPEC §4 "if is-connected is false or errors, the login cache is cleared".
 * Runs at start-up only when an email login was used before, so visitors who
 * never typed an email never load the frame. A live session puts the stored
 * email back on the account.
 */
export async function restoreEmailSession(
  ctx: FoyerContext,
  onUser?: (user: EmbeddedWalletUser) => Promise<void>,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  const socialProvider = ctx.persistence.connectedSocialProvider.get();
  if (!wallet || (ctx.persistence.emailLoginUsed.get() !== true && socialProvider === undefined)) {
    return;
  }
  let connected = false;
  try {
    connected = await wallet.isConnected();
  } catch (error) {
    ctx.report(error);
  }
  if (!connected) {
    clearEmailLoginCache(ctx);
    return;
  }
  const connector = authConnector(ctx);
  const email = ctx.persistence.email.get();
  const username = ctx.persistence.socialUsername.get();
  if (connector && socialProvider && username) {
    ctx.accounts.update(connector.chain, (a) => ({ ...a, user: { username }, socialProvider }));
  } else if (connector && email) {
    ctx.accounts.update(connector.chain, (a) => ({ ...a, user: { email } }));
  }
  if (connector?.chain === "eip155" && onUser) {
    // The frame starts on the default account type; tell it the one this visitor chose.
    try {
      onUser(await wallet.getUser({ preferredAccountType: preferredEvmAccountType(ctx) }));
    } catch (error) {
      ctx.report(error);
    }
  }
}
