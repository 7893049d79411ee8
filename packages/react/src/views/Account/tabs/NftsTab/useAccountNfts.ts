import { filterTransactions } from "@foyer/core";
import { useEffect, useState } from "react";
import { useFoyer } from "../../../../hooks/useFoyer.js";
import { useAccountTarget } from "../useAccountTarget.js";
import { type AccountNft, ownedNfts } from "./ownedNfts.js";

/** The NFTs tab's data: loading, or the tokens found (possibly none). */
export type AccountNftsState = { status: "loading" } | { status: "ready"; nfts: AccountNft[] };

/**
 * NFTs read from the first page of history on the active network. A failed
 * read shows the empty state: the Activity tab already reports history
 * failures, and a second toast for the same cause would only repeat it.
 */
export function useAccountNfts(): AccountNftsState {
  const foyer = useFoyer();
  const { address, caipNetworkId } = useAccountTarget();
  const [state, setState] = useState<AccountNftsState>({ status: "loading" });

  useEffect(() => {
    const account = foyer.services?.blockchain.account;
    if (!account || !address || !caipNetworkId) {
      setState({ status: "ready", nfts: [] });
      return;
    }
    let current = true;
    setState({ status: "loading" });
    account
      .getTransactions({ account: address, caipNetworkId })
      .then((page) => ownedNfts(filterTransactions(page.data, caipNetworkId)))
      .catch((): AccountNft[] => [])
      .then((nfts) => {
        if (current) setState({ status: "ready", nfts });
      });
    return () => {
      current = false;
    };
  }, [foyer, address, caipNetworkId]);

  return state;
}
