import { type FungiblePrice, priceIdOf, withPrices } from "@foyer/core/internal";
import { useMemo, useRef } from "react";
import { useAccountLoad } from "../../../../hooks/useAccountLoad.js";
import type { TokenBalancesState } from "./useTokenBalances.js";

/**
 * The balances priced through `POST /v1/fungible/price` once they are shown: each token the
 * route prices gets its current unit price and a value from it; the others (and every token
 * until the answer, or when the route fails) keep what the balance route said.
 */
export function useTokenPrices(state: TokenBalancesState): TokenBalancesState {
  const balances = state.status === "ready" ? state.balances : undefined;
  // Each list of balances shown is priced once: new balances (a refresh) are asked again.
  const shownLists = useRef({ balances, count: 0 });
  if (shownLists.current.balances !== balances)
    shownLists.current = { balances, count: shownLists.current.count + 1 };
  const ids = balances ? [...new Set(balances.flatMap((item) => priceIdOf(item) ?? []))] : [];
  const prices = useAccountLoad<FungiblePrice[]>(
    ids.length > 0 ? `${shownLists.current.count} ${ids.join(",")}` : undefined,
    async (data) => (await data.blockchain.swap.getFungiblePrice({ addresses: ids })).fungibles,
  ).state;

  return useMemo(() => {
    // Without prices (still asked, or the route failed) the balance route's stand.
    if (state.status !== "ready" || prices.status !== "ready") return state;
    return { status: "ready", balances: withPrices(state.balances, prices.value) };
  }, [state, prices]);
}
