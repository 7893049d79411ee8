import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { authConnector } from "../authConnector.js";
import { embeddedErrorOutcome, frameRefusalOf } from "../email/emailLoginRules.js";
import type { EmbeddedState } from "../embeddedState.js";
import { EmbeddedLoginFailure, finishEmbeddedLogin, loginUserOptions } from "../finishLogin.js";

/**
 * The Farcaster sign-in once ConnectingFarcaster opened (loaded on first use): the frame's
 * sign-in URL (`onUrl`), the wait for the person's approval, then the embedded wallet
 * connected as after a social login. `isCurrent` turns false when the link was cleared.
 */
export async function runFarcasterLogin(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  isCurrent: () => boolean,
  onUrl: (url: string) => void,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  const connector = authConnector(ctx);
  if (!wallet || !connector)
    throw new EmbeddedLoginFailure(coreText("noAuthConnector", messages.noAuthConnector));
  const { url } = await wallet.getFarcasterUri();
  if (!isCurrent()) return;
  onUrl(url);
  const { userName } = await wallet.connectFarcaster();
  if (!isCurrent()) return;

  const user = await wallet.getUser(await loginUserOptions(ctx, connector));
  if (!isCurrent()) return;
  await finishEmbeddedLogin(ctx, store, connector, user, {
    // Behaviour §3: the connected social provider (farcaster) and the social username are persisted.
    remember() {
      ctx.persistence.connectedSocialProvider.set("farcaster");
      ctx.persistence.socialUsername.set(userName);
      ctx.persistence.emailLoginUsed.remove();
      ctx.persistence.email.remove();
    },
    user: { username: userName },
    socialProvider: "farcaster",
  });
}

/**
 * What a failed sign-in shows: always 'Failed to connect to farcaster' (behaviour §8), and the
 * frame's or server's reason beneath it when there is one (a refused signature, an expired link).
 */
export function farcasterFailure(
  ctx: FoyerContext,
  error: unknown,
): { message: UserText; reason?: UserText } {
  if (error instanceof EmbeddedLoginFailure) return { message: error.text };
  const failure = embeddedErrorOutcome(error);
  if (failure.alert) ctx.alerts.raise(failure.alert);
  ctx.report(error);
  // FARCASTER_NOT_STARTED says no more than the message itself: no reason under it.
  const reason = frameRefusalOf(error) === "FARCASTER_NOT_STARTED" ? undefined : failure.message;
  return reason
    ? { message: coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed), reason }
    : { message: coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed) };
}
