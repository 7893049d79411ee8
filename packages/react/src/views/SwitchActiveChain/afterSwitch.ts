import type { CaipNetwork, PlainView, Route, View, ViewParams } from "@foyer/core";
import type { NetworkState } from "@foyer/core/internal";

const VIEWS_WITH_PARAMS = [
  "ConnectingExternal",
  "ConnectingWalletConnect",
  "SwitchActiveChain",
  "SwitchNetwork",
] as const satisfies readonly (keyof ViewParams)[];

function isPlainView(view: View): view is PlainView {
  return !(VIEWS_WITH_PARAMS as readonly View[]).includes(view);
}

/** The network SwitchActiveChain moves to: the given one, else the namespace's current, else its first. */
export function targetNetwork(
  state: NetworkState,
  params: ViewParams["SwitchActiveChain"],
): CaipNetwork | undefined {
  return (
    params.network ??
    state.activeNetworks[params.switchToChain] ??
    state.networks[params.switchToChain]?.[0]
  );
}

/**
 * Where to go once the chain is switched: `navigateTo` (pushed, or replacing
 * this view with `navigateWithReplace`), else back. A view that needs params
 * can't be reached from a bare name, so it also means back.
 */
export function afterSwitch(
  params: ViewParams["SwitchActiveChain"],
): { kind: "push" | "replace"; route: Route } | { kind: "back" } {
  const view = params.navigateTo;
  if (view === undefined || !isPlainView(view)) return { kind: "back" };
  return { kind: params.navigateWithReplace ? "replace" : "push", route: { view } };
}
