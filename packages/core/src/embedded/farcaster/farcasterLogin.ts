import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { type EmbeddedState, IDLE_FARCASTER } from "../embeddedState.js";

/** Sign In With Farcaster for ConnectingFarcaster. Never rejects: failures land in `stores.embedded.farcaster`. */
export interface FoyerFarcaster {
  /**
   * Asks the frame for a sign-in URL (shown as QR code and link), then waits until the person
   * approved it in their Farcaster client and connects the embedded wallet (behaviour §2, §7).
   */
  connectFarcaster(): Promise<void>;
  /** behaviour §2: forgets the link and gives up the attempt (ConnectingFarcaster left unconnected). */
  clearFarcasterLink(): void;
}

export function createFarcasterFlow(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
): FoyerFarcaster {
  const setFarcaster = (farcaster: EmbeddedState["farcaster"]) => store.setState({ farcaster });
  let attempt = 0;

  return {
    async connectFarcaster() {
      const current = ++attempt;
      const isCurrent = () => current === attempt;
      setFarcaster({ step: "loading" });
      // Loaded on the first use, so pages whose visitors never open ConnectingFarcaster never download it.
      let run: typeof import("./farcasterLoginRun.js") | undefined;
      try {
        run = await import("./farcasterLoginRun.js");
        await run.runFarcasterLogin(ctx, store, isCurrent, (url) => {
          if (isCurrent()) setFarcaster({ step: "waiting", url });
        });
        if (isCurrent()) setFarcaster({ ...store.getState().farcaster, step: "connected" });
      } catch (error) {
        if (!isCurrent()) return;
        const failure = run
          ? run.farcasterFailure(ctx, error)
          : { message: coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed) };
        setFarcaster({
          step: "idle",
          error: failure.message,
          ...(failure.reason ? { reason: failure.reason } : {}),
        });
      }
    },
    clearFarcasterLink() {
      attempt += 1;
      setFarcaster(IDLE_FARCASTER);
    },
  };
}
