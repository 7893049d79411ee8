import type { SocialProvider } from "@foyer/protocol";
import { connect } from "../connection/connect.js";
import { messages } from "../errors/messages.js";
import type { FoyerContext } from "../instance/context.js";
import type { Store } from "../store/createStore.js";
import { adoptEmbeddedUser } from "./accountTypeSwitch.js";
import { embeddedErrorOutcome } from "./emailLoginRules.js";
import { authConnector } from "./embeddedSession.js";
import { type EmbeddedState, IDLE_SOCIAL } from "./embeddedState.js";
import { preferredEvmAccountType } from "./preferredAccountType.js";
import {
  SOCIAL_POPUP_POLL_MS,
  SOCIAL_POPUP_SIZE,
  socialCallbackOutcome,
} from "./socialLoginRules.js";
import type { SocialPopup } from "./socialPopup.js";

/** The social login of the Connect view. Never rejects: failures land in `stores.embedded.social`. */
export interface FoyerSocial {
  /**
   * Logs in with `provider` (SPEC §2, §4): opens the 600x800 popup at once — call it from the
   * click — sends it to the provider, waits for the callback, connects the embedded wallet.
   */
  connectSocial(provider: SocialProvider): Promise<void>;
}

class SocialLoginFailure extends Error {
  override name = "SocialLoginFailure";
}

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
        reject(new SocialLoginFailure(messages.popupClosed));
        return;
      }
      timer = ctx.clock.setTimeout(poll, SOCIAL_POPUP_POLL_MS);
    };
    timer = ctx.clock.setTimeout(poll, SOCIAL_POPUP_POLL_MS);
  });
}

export function createSocialFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerSocial {
  const wallet = ctx.options.embeddedWallet;
  const setSocial = (social: EmbeddedState["social"]) => store.setState({ social });
  let attempt = 0;

  async function run(provider: SocialProvider, popup: SocialPopup, current: number) {
    if (!wallet?.getSocialRedirectUri || !wallet.connectSocial) {
      throw new SocialLoginFailure(messages.socialConnectionFailed);
    }
    const callback = waitForCallback(ctx, popup);
    // The popup may close while the frame is still answering: that rejection is read below.
    callback.catch(() => undefined);
    let uri: string;
    try {
      ({ uri } = await wallet.getSocialRedirectUri(provider));
    } catch (error) {
      ctx.report(error);
      throw new SocialLoginFailure(messages.socialConnectionFailed);
    }
    if (current !== attempt) return;
    if (!popup.isClosed()) popup.navigate(uri);
    const callbackUri = await callback;
    if (current !== attempt) return;
    const outcome = socialCallbackOutcome(callbackUri);
    if (!outcome.ok) throw new SocialLoginFailure(outcome.message);

    const connector = authConnector(ctx);
    if (!connector) throw new SocialLoginFailure(messages.noAuthConnector);
    const network = ctx.networks.store.getState().activeNetworks[connector.chain];
    // SPEC §5: with SIWX on, the message travels with connect-social so the login signs in too.
    const siwxMessage =
      network && ctx.siwx.getState().enabled
        ? await ctx.signIn.connectSignInFields(network.caipNetworkId)
        : undefined;
    const user = await wallet.connectSocial({
      uri: callbackUri,
      ...(network ? { chainId: network.caipNetworkId } : {}),
      ...(siwxMessage ? { siwxMessage } : {}),
      ...(connector.chain === "eip155"
        ? { preferredAccountType: preferredEvmAccountType(ctx) }
        : {}),
    });
    if (current !== attempt) return;
    if (user.signedIn) await ctx.signIn.adoptSession(user.signedIn);
    await connect(ctx, connector.id, connector.chain);
    // SPEC §3: the connected social provider and the social username are persisted.
    const username = user.userName ?? provider;
    ctx.persistence.connectedSocialProvider.set(provider);
    ctx.persistence.socialUsername.set(username);
    ctx.persistence.emailLoginUsed.remove();
    ctx.persistence.email.remove();
    const active = ctx.networks.store.getState().activeNetworks[connector.chain];
    if (active) ctx.persistence.lastUsedChain.set(active.caipNetworkId);
    ctx.accounts.update(connector.chain, (a) => ({
      ...a,
      user: { username },
      socialProvider: provider,
    }));
    await adoptEmbeddedUser(ctx, store, user);
  }

  return {
    async connectSocial(provider) {
      const current = ++attempt;
      // First, while the click's user activation lasts.
      const popup = ctx.options.socialPopups?.open(SOCIAL_POPUP_SIZE);
      if (!popup) {
        setSocial({ step: "idle", provider, error: messages.socialConnectionFailed });
        return;
      }
      setSocial({ step: "connecting", provider });
      try {
        await run(provider, popup, current);
        if (current === attempt) setSocial(IDLE_SOCIAL);
      } catch (error) {
        if (current !== attempt) return;
        let message: string;
        if (error instanceof SocialLoginFailure) {
          message = error.message;
        } else {
          const failure = embeddedErrorOutcome(error);
          if (failure.alert) ctx.alerts.raise(failure.alert);
          ctx.report(error);
          message = failure.message;
        }
        setSocial({ step: "idle", provider, error: message });
      } finally {
        if (!popup.isClosed()) popup.close();
      }
    },
  };
}
