import { type FungiblePrice, priceIdOf, withPrices } from "@foyer/core/internal";
import { useEffect, useMemo, useState } from "react";
import { useAccountData } from "../../../../hooks/useAccountData.js";
import type { TokenBalancesState } from "./useTokenBalances.js";

/**
 * The balances priced through `POST /v1/fungible/price` once they are shown: each token the
 * route prices gets its current unit price and a value from it; the others (and every token
 * until the answer, or when the route fails) keep what the balance route said.
 */
export function useTokenPrices(state: TokenBalancesState): TokenBalancesState {
  const source = useAccountData();
  const api = source.status === "ready" ? source.data.blockchain.swap : undefined;
  const balances = state.status === "ready" ? state.balances : undefined;
  const [answer, setAnswer] = useState<{ balances: unknown; fungibles: FungiblePrice[] }>();

  useEffect(() => {
    if (!api || !balances) return;
    const ids = [...new Set(balances.flatMap((item) => priceIdOf(item) ?? []))];
    if (ids.length === 0) return;
    let current = true;
    api.getFungiblePrice({ addresses: ids }).then(
      ({ fungibles }) => {
        if (current) setAnswer({ balances, fungibles });
      },
      // Without prices the balance route's stand.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, balances]);

  return useMemo(() => {
    if (state.status !== "ready" || answer?.balances !== state.balances) return state;
    return { status: "ready", balances: withPrices(state.balances, answer.fungibles) };
  }, [state, answer]);
}
