import type { SwapToken } from "@foyer/core/internal";
import { useMemo } from "react";
import { useAccountLoad } from "../../hooks/useAccountLoad.js";

export type SwapTokensState =
  | { status: "loading" }
  | { status: "ready"; tokens: readonly SwapToken[] }
  | { status: "unavailable" };

/** What can be swapped on the network (`GET /v1/convert/tokens`), read again when it changes. */
export function useSwapTokens(caipNetworkId: string | undefined): SwapTokensState {
  const { state } = useAccountLoad(caipNetworkId, async (data) => {
    const { tokens } = await data.blockchain.swap.getTokens(caipNetworkId ?? "");
    return tokens;
  });
  return useMemo((): SwapTokensState => {
    if (state.status === "loading") return { status: "loading" };
    return state.status === "ready" && state.value.length > 0
      ? { status: "ready", tokens: state.value }
      : { status: "unavailable" };
  }, [state]);
}
