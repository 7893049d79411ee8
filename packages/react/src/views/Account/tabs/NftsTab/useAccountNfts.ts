import type { AccountNft } from "@foyer/core/internal";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAccountData } from "../../../../hooks/useAccountData.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** The NFTs tab's data: loading, unavailable, or the tokens held so far (possibly none). */
export type AccountNftsState =
  | { status: "loading" }
  | { status: "unavailable" }
  | { status: "ready"; nfts: AccountNft[]; next: string | undefined; loadingMore: boolean };

/**
 * The ERC-721s the active account holds on the active network, from the
 * server's holdings route, a page at a time. Answers for an account or
 * network the user has since left are dropped.
 */
export function useAccountNfts(): { state: AccountNftsState; loadMore(): void } {
  const source = useAccountData();
  const account = source.status === "ready" ? source.data.blockchain.account : undefined;
  const { address, caipNetworkId } = useAccountTarget();
  const [state, setState] = useState<AccountNftsState>({ status: "loading" });
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    if (source.status === "loading") {
      setState({ status: "loading" });
      return;
    }
    if (source.status === "failed") {
      setState({ status: "unavailable" });
      return;
    }
    if (!account || !address || !caipNetworkId) {
      setState({ status: "ready", nfts: [], next: undefined, loadingMore: false });
      return;
    }
    setState({ status: "loading" });
    account
      .getNfts({ address, caipNetworkId })
      .then(
        (page): AccountNftsState => ({
          status: "ready",
          nfts: page.data,
          next: page.next,
          loadingMore: false,
        }),
        (): AccountNftsState => ({ status: "unavailable" }),
      )
      .then((next) => {
        if (generation.current === current) setState(next);
      });
  }, [source.status, account, address, caipNetworkId]);

  const loadMore = useCallback(() => {
    if (state.status !== "ready" || !state.next || state.loadingMore) return;
    if (!account || !address || !caipNetworkId) return;
    const current = generation.current;
    const shown = state.nfts;
    setState({ ...state, loadingMore: true });
    account
      .getNfts({ address, caipNetworkId, cursor: state.next })
      .then(
        (page) => ({ nfts: [...shown, ...page.data], next: page.next }),
        // A failed next page keeps what is shown and lets the user try again.
        () => ({ nfts: shown, next: state.next }),
      )
      .then(({ nfts, next }) => {
        if (generation.current === current) {
          setState({ status: "ready", nfts, next, loadingMore: false });
        }
      });
  }, [account, address, caipNetworkId, state]);

  return { state, loadMore };
}
