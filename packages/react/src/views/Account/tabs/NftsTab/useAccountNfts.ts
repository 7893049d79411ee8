import type { AccountNft } from "@foyer/core/internal";
import { useCallback, useMemo } from "react";
import { useAccountLoad } from "../../../../hooks/useAccountLoad.js";
import { useAccountTarget } from "../useAccountTarget.js";

/** The NFTs tab's data: loading, unavailable, or the tokens held so far (possibly none). */
export type AccountNftsState =
  | { status: "loading" }
  | { status: "unavailable" }
  | { status: "ready"; nfts: AccountNft[]; next: string | undefined; loadingMore: boolean };

interface Held {
  nfts: AccountNft[];
  next: string | undefined;
  loadingMore: boolean;
}

const NONE: AccountNftsState = { status: "ready", nfts: [], next: undefined, loadingMore: false };

/**
 * The ERC-721s the active account holds on the active network, from the
 * server's holdings route, a page at a time. Answers for an account or
 * network the user has since left are dropped.
 */
export function useAccountNfts(): { state: AccountNftsState; loadMore(): void } {
  const { address, caipNetworkId } = useAccountTarget();
  const { state, update, data } = useAccountLoad<Held>(
    address && caipNetworkId && `${caipNetworkId} ${address}`,
    async (services) => {
      const page = await services.blockchain.account.getNfts({
        address: address ?? "",
        caipNetworkId: caipNetworkId ?? "",
      });
      return { nfts: page.data, next: page.next, loadingMore: false };
    },
  );

  const shown = useMemo((): AccountNftsState => {
    if (state.status === "ready") return { status: "ready", ...state.value };
    if (state.status === "loading") return { status: "loading" };
    return state.status === "failed" ? { status: "unavailable" } : NONE;
  }, [state]);

  const loadMore = useCallback(() => {
    if (shown.status !== "ready" || !shown.next || shown.loadingMore) return;
    if (!data || !address || !caipNetworkId) return;
    const cursor = shown.next;
    update((held) => ({ nfts: [], next: undefined, ...held, loadingMore: true }));
    data.blockchain.account.getNfts({ address, caipNetworkId, cursor }).then(
      (page) =>
        update((held) => ({
          nfts: [...(held?.nfts ?? []), ...page.data],
          next: page.next,
          loadingMore: false,
        })),
      // A failed next page keeps what is shown and lets the user try again.
      () => update((held) => ({ nfts: [], next: cursor, ...held, loadingMore: false })),
    );
  }, [data, address, caipNetworkId, shown, update]);

  return { state: shown, loadMore };
}
