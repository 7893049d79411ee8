import { createStore, type Store } from "../store/createStore.js";
import {
  currentRoute,
  goBack,
  leavesFarcasterUnconnected,
  pushView,
  replaceView,
  resetView,
} from "./navigation.js";
import type { History, Route } from "./views.js";

/**
 * The embedded-wallet steps run when ConnectingFarcaster is left unconnected
 * (behaviour §2), handed in by whoever owns the frame client.
 */
export interface FarcasterCleanup {
  clearFarcasterLink(): void;
  reloadEmbeddedWallet(): void;
  resyncAppData(): void;
}

export interface RouterDeps {
  isConnected(): boolean;
  farcasterCleanup?: FarcasterCleanup;
}

export interface RouterState {
  history: History;
}

/** The router store: the navigation rules applied to one instance's history. */
export interface Router {
  store: Store<RouterState>;
  current(): Route;
  push(route: Route): void;
  replace(route: Route): void;
  reset(route: Route): void;
  /**
   * Goes back one view; answers "close" (history untouched) when the modal
   * should close instead, which the caller does by closing the modal.
   */
  goBack(): "navigated" | "close";
}

/** Creates a router whose history starts at Connect (behaviour §2 "Connect (start)"). */
export function createRouter(deps: RouterDeps): Router {
  const store = createStore<RouterState>({ history: resetView({ view: "Connect" }) });

  function cleanUpIfLeavingFarcaster(from: Route, to: Route | undefined): void {
    if (!leavesFarcasterUnconnected(from, to, { isConnected: deps.isConnected() })) return;
    deps.farcasterCleanup?.clearFarcasterLink();
    deps.farcasterCleanup?.reloadEmbeddedWallet();
    deps.farcasterCleanup?.resyncAppData();
  }

  function apply(history: History): void {
    const from = currentRoute(store.getState().history);
    store.setState({ history });
    cleanUpIfLeavingFarcaster(from, currentRoute(history));
  }

  return {
    store,
    current: () => currentRoute(store.getState().history),
    push: (route) => apply(pushView(store.getState().history, route)),
    replace: (route) => apply(replaceView(store.getState().history, route)),
    reset: (route) => apply(resetView(route)),
    goBack() {
      const result = goBack(store.getState().history, { isConnected: deps.isConnected() });
      // Closing resets the history to Connect, and that reset runs any clean-up.
      if (result.kind === "close") return "close";
      apply(result.history);
      return "navigated";
    },
  };
}
