import { useMemo } from "react";
import { useAccountLoad } from "./useAccountLoad.js";

/**
 * The networks the provider server serves (`GET /v1/supported-chains`, asked once per
 * instance), or undefined while that is not known: without a server, while the list loads,
 * or when it could not be read. Unknown marks nothing: only a list the server gave can say
 * a network is not served.
 */
export function useServedNetworks(): ReadonlySet<string> | undefined {
  const { state } = useAccountLoad("served networks", (data) => data.blockchain.chains.list());
  return useMemo(() => (state.status === "ready" ? new Set(state.value) : undefined), [state]);
}

/** Whether a served list says the network is not served (unknown lists say nothing). */
export function isNotServed(served: ReadonlySet<string> | undefined, caipNetworkId: string) {
  return served !== undefined && !served.has(caipNetworkId);
}
