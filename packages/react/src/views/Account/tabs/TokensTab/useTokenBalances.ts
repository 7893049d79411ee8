import { coreText, messages, type TokenBalanceItem } from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useAccountData } from "../../../../hooks/useAccountData.js";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** What the Tokens tab and the send form show. */
export type TokenBalancesState =
  | { status: "loading" }
  | { status: "ready"; balances: readonly TokenBalanceItem[] }
  | { status: "unavailable" };

const NO_SOURCE: TokenBalancesState = { status: "ready", balances: [] };

/**
 * `fresh` skips the 30 s caches (the client's and the server's, with
 * `forceUpdate`): the send form checks the amount against these balances, so a
 * cached zero from before a deposit would refuse a send the account can pay.
 */
export interface TokenBalancesOptions {
  fresh?: boolean;
  /** A change reads the balances again, past both caches (a swap that settled). */
  refreshKey?: number;
}

/**
 * The active account's token balances through the instance's loader, which
 * applies behaviour §5 (decimals '0' dropped, no new try within 30 s of a
 * failure). Reloads when the account or network changes. A failure shows the
 * 'Token Balance Unavailable' toast; a throttled call shows nothing new, so
 * the toast appears once per failure, not once per tab switch. Fresh balances
 * the core reads after one of the account's transactions is mined replace
 * the shown ones as they arrive.
 */
export function useTokenBalances({
  fresh = false,
  refreshKey = 0,
}: TokenBalancesOptions = {}): TokenBalancesState {
  const foyer = useFoyer();
  const { address, caipNetworkId } = useAccountTarget();
  const source = useAccountData();
  const loader = source.status === "ready" ? source.data.tokenBalances : undefined;
  // Without a provider server there is no balance source: the honest answer is the empty state.
  const [state, setState] = useState<TokenBalancesState>(() =>
    source.status === "none" ? NO_SOURCE : { status: "loading" },
  );

  useEffect(() => {
    if (source.status === "none") {
      setState(NO_SOURCE);
      return;
    }
    if (source.status === "failed") {
      foyer.stores.toast.showError(
        coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
      );
      setState({ status: "unavailable" });
      return;
    }
    if (!loader) {
      setState({ status: "loading" });
      return;
    }
    if (!address || !caipNetworkId) {
      setState({ status: "unavailable" });
      return;
    }
    // An answer for an account or network the user has left must not land.
    let current = true;
    // A refresh that lands first is newer than what this load may still bring.
    let refreshed = false;
    setState({ status: "loading" });
    loader
      // After a refresh the server's own cache may predate the change too.
      .load({ address, caipNetworkId, ...(fresh || refreshKey > 0 ? { forceUpdate: true } : {}) })
      .then((result) => {
        if (!current || refreshed) return;
        if (result.status === "ok") {
          setState({ status: "ready", balances: result.balances });
          return;
        }
        if (result.status === "unavailable") foyer.stores.toast.showError(result.message);
        setState({ status: "unavailable" });
      });
    // Balances read again after a mined transaction (core's balance watch) replace these.
    const stop = loader.onRefreshed((update) => {
      if (!current || update.caipNetworkId !== caipNetworkId) return;
      if (update.address.toLowerCase() !== address.toLowerCase()) return;
      refreshed = true;
      setState({ status: "ready", balances: update.balances });
    });
    return () => {
      current = false;
      stop();
    };
  }, [foyer, source.status, loader, address, caipNetworkId, fresh, refreshKey]);

  return state;
}
