import type { History, Route } from "./views.js";

/** The view on screen: the last history entry. */
export function currentRoute(history: History): Route {
  return history[history.length - 1] ?? history[0];
}

/**
 * Pushes a view (behaviour §2). Pushing the view already on screen does nothing,
 * even with other params, and the same history is returned so a store sees
 * no change.
 */
export function pushView(history: History, route: Route): History {
  if (currentRoute(history).view === route.view) return history;
  return [...history, route];
}

/** Swaps the current view for another, keeping what lies behind it. */
export function replaceView(history: History, route: Route): History {
  const [first, ...behind] = withoutCurrent(history);
  return first === undefined ? [route] : [first, ...behind, route];
}

function withoutCurrent(history: History): Route[] {
  return history.slice(0, -1);
}

/** Reset replaces the whole history (behaviour §2). */
export function resetView(route: Route): History {
  return [route];
}

export type BackResult = { kind: "navigate"; history: History } | { kind: "close" };

/**
 * Goes back one view (behaviour §2): from the first view the modal closes; landing
 * on Connect while an address is connected shows Account instead, since
 * Connect has nothing to offer a connected user.
 */
export function goBack(history: History, state: { isConnected: boolean }): BackResult {
  const [first, ...behind] = withoutCurrent(history);
  if (first === undefined) return { kind: "close" };
  const rest: History = [first, ...behind];
  if (state.isConnected && currentRoute(rest).view === "Connect") {
    return { kind: "navigate", history: replaceView(rest, { view: "Account" }) };
  }
  return { kind: "navigate", history: rest };
}

/**
 * Behaviour §2: leaving ConnectingFarcaster while not connected must clear the
 * Farcaster link and reload the embedded wallet, so an abandoned pairing does
 * not linger in the frame. `to` is undefined when the modal closes.
 */
export function leavesFarcasterUnconnected(
  from: Route,
  to: Route | undefined,
  state: { isConnected: boolean },
): boolean {
  return from.view === "ConnectingFarcaster" && to?.view !== from.view && !state.isConnected;
}
