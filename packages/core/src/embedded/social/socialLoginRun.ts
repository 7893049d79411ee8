import type { SocialProvider } from "@foyer/protocol";
import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { authConnector } from "../authConnector.js";
import { embeddedErrorOutcome } from "../email/emailLoginRules.js";
import type { EmbeddedState } from "../embeddedState.js";
import { EmbeddedLoginFailure, finishEmbeddedLogin, loginUserOptions } from "../finishLogin.js";
import { socialCallbackOutcome } from "./socialCallback.js";
import { SOCIAL_POPUP_POLL_MS } from "./socialLoginRules.js";
import type { SocialPopup } from "./socialPopup.js";

/**
 * The social login after the popup opened (loaded on the first click, so pages whose
 * visitors never use a social button never download it): redirect URI, callback, frame.
 */

/**
 * Resolves with the callback URI the popup hands over; rejects with 'Popup closed' when
 * the 1 s poll finds it closed first. Stops its timer and listener either way.
 */
function waitForCallback(ctx: FoyerContext, popup: SocialPopup): Promise<string> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof ctx.clock.setTimeout> | undefined;
    const stop = popup.onCallback((uri) => {
      finish();
      resolve(uri);
    });
    function finish() {
      stop();
      if (timer !== undefined) ctx.clock.clearTimeout(timer);
    }
    const poll = () => {
      if (popup.isClosed()) {
        finish();
        reject(new EmbeddedLoginFailure(coreText("popupClosed", messages.popupClosed)));
        return;
      }
      timer = ctx.clock.setTimeout(poll, SOCIAL_POPUP_POLL_MS);
    };
    timer = ctx.clock.setTimeout(poll, SOCIAL_POPUP_POLL_MS);
  });
}

/**
 * Runs one login in `popup`; `isCurrent` turns false when a newer attempt replaced it.
 * Resolves when done; rejects with the message to show.
 */
export async function runSocialLogin(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  provider: SocialProvider,
  popup: SocialPopup,
  isCurrent: () => boolean,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  if (!wallet)
    throw new EmbeddedLoginFailure(coreText("noAuthConnector", messages.noAuthConnector));
  const callback = waitForCallback(ctx, popup);
  // The popup may close while the frame is still answering: that rejection is read below.
  callback.catch(() => undefined);
  let uri: string;
  try {
    ({ uri } = await wallet.getSocialRedirectUri(provider));
  } catch (error) {
    ctx.report(error);
    throw new EmbeddedLoginFailure(
      coreText("socialConnectionFailed", messages.socialConnectionFailed),
    );
  }
  if (!isCurrent()) return;
  if (!popup.isClosed()) popup.navigate(uri);
  const callbackUri = await callback;
  if (!isCurrent()) return;
  const outcome = socialCallbackOutcome(callbackUri);
  if (!outcome.ok) {
    throw new EmbeddedLoginFailure(outcome.message, { rejected: outcome.rejected === true });
  }

  const connector = authConnector(ctx);
  if (!connector)
    throw new EmbeddedLoginFailure(coreText("noAuthConnector", messages.noAuthConnector));
  const user = await wallet.connectSocial({
    uri: callbackUri,
    // Behaviour §5: with SIWX on, the message travels with connect-social so the login signs in too.
    ...(await loginUserOptions(ctx, connector)),
  });
  if (!isCurrent()) return;
  const username = user.userName ?? provider;
  await finishEmbeddedLogin(ctx, store, connector, user, {
    // Behaviour §3: the connected social provider and the social username are persisted.
    remember() {
      ctx.persistence.connectedSocialProvider.set(provider);
      ctx.persistence.socialUsername.set(username);
      ctx.persistence.emailLoginUsed.remove();
      ctx.persistence.email.remove();
    },
    user: { username },
    socialProvider: provider,
  });
}

/**
 * What a failed login shows, and whether it was the person's own refusal at the provider;
 * raises the alert a frame error carries.
 */
export function socialFailure(
  ctx: FoyerContext,
  error: unknown,
): { error: UserText; rejected?: true } {
  if (error instanceof EmbeddedLoginFailure) {
    return error.rejected ? { error: error.text, rejected: true } : { error: error.text };
  }
  const failure = embeddedErrorOutcome(error);
  if (failure.alert) ctx.alerts.raise(failure.alert);
  ctx.report(error);
  return { error: failure.message };
}
