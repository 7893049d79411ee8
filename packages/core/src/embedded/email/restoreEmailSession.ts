import type { FoyerContext } from "../../instance/context.js";
import { preferredEvmAccountType } from "../accountType/preferredAccountType.js";
import { authConnector } from "../authConnector.js";
import { clearEmailLoginCache, embeddedLoginUsed } from "../embeddedSession.js";
import type { EmbeddedWalletUser } from "../embeddedWallet.js";

/**
 * Behaviour §4 "if is-connected is false or errors, the login cache is cleared".
 * Runs at start-up only when an email or social login was used before, so visitors
 * who never used one never load the frame. A live session puts the stored email
 * (or social provider and username) back on the account.
 */
export async function restoreEmailSession(
  ctx: FoyerContext,
  onUser?: (user: EmbeddedWalletUser) => Promise<void>,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  if (!wallet || !embeddedLoginUsed(ctx)) return;
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
  const socialProvider = ctx.persistence.connectedSocialProvider.get();
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
