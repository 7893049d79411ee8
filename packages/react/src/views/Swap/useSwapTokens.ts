import type { AccountDataServices, SwapToken } from "@foyer/core/internal";
import { useEffect, useState } from "react";

export type SwapTokensState =
  | { status: "loading" }
  | { status: "ready"; tokens: readonly SwapToken[] }
  | { status: "unavailable" };

/** What can be swapped on the network (`GET /v1/convert/tokens`), read again when it changes. */
export function useSwapTokens(
  data: AccountDataServices,
  caipNetworkId: string | undefined,
): SwapTokensState {
  const [state, setState] = useState<SwapTokensState>({ status: "loading" });
  useEffect(() => {
    if (!caipNetworkId) {
      setState({ status: "unavailable" });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    data.blockchain.swap.getTokens(caipNetworkId).then(
      ({ tokens }) => {
        if (current)
          setState(tokens.length > 0 ? { status: "ready", tokens } : { status: "unavailable" });
      },
      () => {
        if (current) setState({ status: "unavailable" });
      },
    );
    return () => {
      current = false;
    };
  }, [data, caipNetworkId]);
  return state;
}
