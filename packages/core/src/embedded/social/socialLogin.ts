import type { SocialProvider } from "@foyer/protocol";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { type EmbeddedState, IDLE_SOCIAL } from "../embeddedState.js";
import { SOCIAL_POPUP_SIZE } from "./socialLoginRules.js";

/** The social login of the Connect view. Never rejects: failures land in `stores.embedded.social`. */
export interface FoyerSocial {
  /**
   * Logs in with `provider` (behaviour §2, §4): opens the 600x800 popup at once — call it from the
   * click — sends it to the provider, waits for the callback, connects the embedded wallet.
   */
  connectSocial(provider: SocialProvider): Promise<void>;
}

export function createSocialFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerSocial {
  const setSocial = (social: EmbeddedState["social"]) => store.setState({ social });
  let attempt = 0;

  return {
    async connectSocial(provider) {
      const current = ++attempt;
      // First, while the click's user activation lasts.
      const popup = ctx.options.socialPopups?.open(SOCIAL_POPUP_SIZE);
      if (!popup) {
        setSocial({
          step: "idle",
          provider,
          error: coreText("socialConnectionFailed", messages.socialConnectionFailed),
        });
        return;
      }
      setSocial({ step: "connecting", provider });
      const isCurrent = () => current === attempt;
      let run: typeof import("./socialLoginRun.js") | undefined;
      try {
        run = await import("./socialLoginRun.js");
        await run.runSocialLogin(ctx, store, provider, popup, isCurrent);
        if (isCurrent()) setSocial(IDLE_SOCIAL);
      } catch (error) {
        if (!isCurrent()) return;
        const failure = run
          ? run.socialFailure(ctx, error)
          : { error: coreText("socialConnectionFailed", messages.socialConnectionFailed) };
        setSocial({ step: "idle", provider, ...failure });
      } finally {
        if (!popup.isClosed()) popup.close();
      }
    },
  };
}
