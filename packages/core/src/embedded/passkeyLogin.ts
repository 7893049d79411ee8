import type { FoyerContext } from "../instance/context.js";
import type { Store } from "../store/createStore.js";
import { type EmbeddedState, IDLE_PASSKEY } from "./embeddedState.js";

/** "Continue with a passkey" and Account → Passkeys. Never rejects: failures land in the store. */
export interface FoyerPasskey {
  /**
   * Has the frame show its passkey screen in ConnectingPasskey's area; once a passkey signed the
   * person in (a new wallet, or theirs), connects the embedded wallet.
   */
  connectPasskey(): Promise<void>;
  /** Leaves an unfinished attempt (the view was left): its late answer is dropped. */
  resetPasskey(): void;
  /** Has the frame show the account's passkeys (list, add, remove) until the user closes it. */
  managePasskeys(): Promise<void>;
}

export function createPasskeyFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerPasskey {
  const setPasskey = (passkey: EmbeddedState["passkey"]) => store.setState({ passkey });
  /**
   * The attempt in progress. A view mounted twice (React's StrictMode, a quick back and forth)
   * starts a second attempt before the first reached the frame: the first is aborted then, so
   * only one passkey screen is ever asked of the frame.
   */
  let current: AbortController | undefined;

  return {
    async connectPasskey() {
      current?.abort();
      const attempt = new AbortController();
      current = attempt;
      const isCurrent = () => !attempt.signal.aborted;
      setPasskey({ step: "waiting" });
      // Loaded on the first use: pages whose visitors never choose a passkey never download it.
      let run: typeof import("./passkeyLoginRun.js") | undefined;
      try {
        run = await import("./passkeyLoginRun.js");
        await run.runPasskeyLogin(ctx, store, attempt.signal);
        if (isCurrent()) setPasskey({ step: "connected" });
      } catch (error) {
        if (!isCurrent()) return;
        setPasskey({ step: "idle", error: run ? run.passkeyFailure(ctx, error) : String(error) });
      }
    },
    resetPasskey() {
      current?.abort();
      current = undefined;
      // The frame closes its passkey screen with the app's other pending requests.
      if (store.getState().passkey.step === "waiting")
        ctx.options.embeddedWallet?.abortRequests?.();
      setPasskey(IDLE_PASSKEY);
    },
    async managePasskeys() {
      const run = await import("./passkeyLoginRun.js");
      await run.runManagePasskeys(ctx);
    },
  };
}
