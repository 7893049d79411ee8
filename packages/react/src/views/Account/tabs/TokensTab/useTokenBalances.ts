import type { TokenBalanceItem } from "@foyer/core";
import { useEffect, useState } from "react";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** What the Tokens tab and the send form show. */
export type TokenBalancesState =
  | { status: "loading" }
  | { status: "ready"; balances: readonly TokenBalanceItem[] }
  | { status: "unavailable" };

const NO_SOURCE: TokenBalancesState = { status: "ready", balances: [] };

/**
 * The active account's token balances through the instance's loader, which
 * applies SPEC §5 (decimals '0' dropped, no new try within 30 s of a
 * failure). Reloads when the account or network changes. A failure shows the
 * 'Token Balance Unavailable' toast; a throttled call shows nothing new, so
 * the toast appears once per failure, not once per tab switch.
 */
export function useTokenBalances(): TokenBalancesState {
  const foyer = useFoyer();
  const { address, caipNetworkId } = useAccountTarget();
  const loader = foyer.services?.tokenBalances;
  // Without a provider server there is no balance source: the honest answer is the empty state.
  const [state, setState] = useState<TokenBalancesState>(() =>
    loader ? { status: "loading" } : NO_SOURCE,
  );

  useEffect(() => {
    if (!loader) {
      setState(NO_SOURCE);
      return;
    }
    if (!address || !caipNetworkId) {
      setState({ status: "unavailable" });
      return;
    }
    // An answer for an account or network the user has left must not land.
    let current = true;
    setState({ status: "loading" });
    loader.load({ address, caipNetworkId }).then((result) => {
      if (!current) return;
      if (result.status === "ok") {
        setState({ status: "ready", balances: result.balances });
        return;
      }
      if (result.status === "unavailable") foyer.stores.toast.showError(result.message);
      setState({ status: "unavailable" });
    });
    return () => {
      current = false;
    };
  }, [foyer, loader, address, caipNetworkId]);

  return state;
}
