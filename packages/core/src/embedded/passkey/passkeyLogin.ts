import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import { type EmbeddedState, IDLE_PASSKEY } from "../embeddedState.js";
import type { FoyerPasskey } from "./foyerPasskey.js";

export type { FoyerPasskey } from "./foyerPasskey.js";

/**
 * The instance's passkey flow. Only this shell is in the first load: the attempts' state and
 * code (passkeyLoginRun) load on first use, in call order, and the store's step changes at once
 * so ConnectingPasskey hands the frame its slot before the code is in.
 */
export function createPasskeyFlow(ctx: FoyerContext, store: Store<EmbeddedState>): FoyerPasskey {
  let flow: Promise<FoyerPasskey> | undefined;
  const load = () => {
    flow ??= import("./passkeyLoginRun.js").then((m) => m.passkeyAttempts(ctx, store));
    return flow;
  };
  return {
    async connectPasskey() {
      store.setState({ passkey: { step: "waiting" } });
      try {
        await (await load()).connectPasskey();
      } catch (error) {
        // Only the code failing to load reaches here: an attempt reports its own failures.
        flow = undefined;
        store.setState({ passkey: { step: "idle", error: String(error) } });
      }
    },
    resetPasskey() {
      store.setState({ passkey: IDLE_PASSKEY });
      void flow?.then((f) => f.resetPasskey());
    },
    managePasskeys: async () => (await load()).managePasskeys(),
  };
}
