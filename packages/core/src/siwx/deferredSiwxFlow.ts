import type { Clock } from "../effects/clock.js";
import { loadOnce } from "../effects/loadOnce.js";
import { messages } from "../errors/messages.js";
import { SignInError } from "../errors/signInError.js";
import type { FoyerContext } from "../instance/context.js";
import type { FoyerOptions } from "../instance/options.js";
import { createStore } from "../store/createStore.js";
import type { SiwxCheckResult, SiwxFlow, SiwxState } from "./signInFlow.js";

/**
 * The instance's sign-in flow, without the flow's code in the page's first
 * load. With neither `siwx` nor `siweConfig` sign-in is off: checks are
 * "skipped" and the actions throw 'SIWX is not enabled', as the full flow
 * would. With one, the flow (`configuredSiwxFlow.ts`) is imported when the
 * instance starts; every call waits for it, and its state is mirrored into
 * this store, which exists (with the configured `required` and `statement`)
 * from the start so views and `close()` can read it at once.
 */
export function createDeferredSiwxFlow(
  options: Pick<FoyerOptions, "siwx" | "siweConfig">,
  clock: Clock,
  getCtx: () => FoyerContext,
): SiwxFlow {
  const enabled = options.siwx !== undefined || options.siweConfig !== undefined;
  const store = createStore<SiwxState>({
    enabled,
    required: options.siwx?.getRequired() ?? options.siweConfig?.required ?? false,
    statement: options.siwx?.statement,
    status: "idle",
    session: undefined,
    lastSignedChainId: undefined,
  });
  let loaded: SiwxFlow | undefined;
  const loadFlow = loadOnce(() =>
    import("./configuredSiwxFlow.js").then((m) => {
      const flow = m.createConfiguredSiwxFlow(options, clock, getCtx);
      flow.store.subscribe((state) => store.setState(state));
      store.setState(flow.store.getState());
      loaded = flow;
      return flow;
    }),
  );
  const load = (): Promise<SiwxFlow> => (enabled ? loadFlow() : Promise.reject(notEnabled()));

  return {
    store,
    check: (): Promise<SiwxCheckResult> =>
      enabled ? load().then((flow) => flow.check()) : Promise.resolve("skipped"),
    // Sign-in off: no connect-time request, the connect goes on as a plain one.
    connectSignInFields: (chainId) =>
      enabled
        ? load().then((flow) => flow.connectSignInFields(chainId))
        : Promise.resolve(undefined),
    adoptSession: (session) => load().then((flow) => flow.adoptSession(session)),
    signIn: () => load().then((flow) => flow.signIn()),
    cancel: () => load().then((flow) => flow.cancel()),
    signOut: () => load().then((flow) => flow.signOut()),
    // Before the flow is loaded no session has been looked up, as in a flow just created.
    hasSession: () => loaded?.hasSession() ?? false,
    start() {
      if (!enabled) return () => {};
      let stop: (() => void) | undefined;
      let stopped = false;
      load().then(
        (flow) => {
          if (!stopped) stop = flow.start();
        },
        (error: unknown) => getCtx().report(error),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

function notEnabled(): SignInError {
  return new SignInError(messages.siwxNotEnabled, { code: "SIWX_NOT_ENABLED" });
}
