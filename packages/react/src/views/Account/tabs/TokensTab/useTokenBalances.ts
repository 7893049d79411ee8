import {
  coreText,
  messages,
  type TokenBalanceItem,
  type TokenBalanceResult,
} from "@foyer/core/internal";
import { useEffect, useMemo } from "react";
import { useAccountLoad } from "../../../../hooks/useAccountLoad.js";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** What the Tokens tab and the send form show. */
export type TokenBalancesState =
  | { status: "loading" }
  | { status: "ready"; balances: readonly TokenBalanceItem[] }
  | { status: "unavailable" };

const NO_SOURCE: TokenBalancesState = { status: "ready", balances: [] };
const LOADING: TokenBalancesState = { status: "loading" };
const UNAVAILABLE: TokenBalancesState = { status: "unavailable" };

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
  // After a refresh the server's own cache may predate the change too.
  const forceUpdate = fresh || refreshKey > 0;
  const { state, update, data } = useAccountLoad<TokenBalanceResult>(
    address && caipNetworkId && `${caipNetworkId} ${address} ${forceUpdate} ${refreshKey}`,
    (services) =>
      services.tokenBalances.load({
        address: address ?? "",
        caipNetworkId: caipNetworkId ?? "",
        ...(forceUpdate ? { forceUpdate } : {}),
      }),
  );

  // Once per failure: a throttled answer (within 30 s of one) shows nothing new.
  useEffect(() => {
    if (
      state.status === "failed" ||
      (state.status === "ready" && state.value.status === "unavailable")
    )
      foyer.stores.toast.showError(
        coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
      );
  }, [foyer, state]);

  // Balances read again after a mined transaction (core's balance watch) replace these.
  const loader = data?.tokenBalances;
  useEffect(() => {
    if (!loader || !address || !caipNetworkId) return;
    return loader.onRefreshed((refreshed) => {
      if (refreshed.caipNetworkId !== caipNetworkId) return;
      if (refreshed.address.toLowerCase() !== address.toLowerCase()) return;
      update(() => ({ status: "ok", balances: refreshed.balances }));
    });
  }, [loader, address, caipNetworkId, update]);

  return useMemo((): TokenBalancesState => {
    switch (state.status) {
      // Without a provider server there is no balance source: the honest answer is the empty state.
      case "none":
        return NO_SOURCE;
      case "loading":
        return LOADING;
      case "ready":
        return state.value.status === "ok"
          ? { status: "ready", balances: state.value.balances }
          : UNAVAILABLE;
      default:
        return UNAVAILABLE;
    }
  }, [state]);
}
