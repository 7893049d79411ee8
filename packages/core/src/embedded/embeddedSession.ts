import type { FoyerContext } from "../instance/context.js";
import { FRAME_SIGN_OUT_WAIT_MS } from "./embeddedConstants.js";

/**
 * Behaviour §4: the email, the email-login flag and the last email login time; and a social
 * login's provider and username, the same session's other kind.
 */
export function clearEmailLoginCache(ctx: FoyerContext): void {
  ctx.persistence.email.remove();
  ctx.persistence.emailLoginUsed.remove();
  ctx.persistence.lastEmailLoginTime.remove();
  ctx.persistence.connectedSocialProvider.remove();
  ctx.persistence.socialUsername.remove();
}

/** Whether an earlier visit logged in to the embedded wallet, by email or a social provider. */
export function embeddedLoginUsed(ctx: FoyerContext): boolean {
  return (
    ctx.persistence.emailLoginUsed.get() === true ||
    ctx.persistence.connectedSocialProvider.get() !== undefined
  );
}

/**
 * Behaviour §4 "disconnect of embedded wallet: clear cache, send sign out,
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
