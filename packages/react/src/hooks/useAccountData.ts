import type { AccountDataServices } from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * The instance's account-data clients (blockchain API, token balances,
 * activity list): none without a provider server, loading while their chunk
 * is fetched (first use only), failed when it could not be.
 */
export type AccountDataState =
  | { status: "none" }
  | { status: "loading" }
  | { status: "ready"; data: AccountDataServices }
  | { status: "failed" };

/**
 * Resolves `services.accountData()` for the account tabs and the send flow.
 * They are lazy views themselves, so waiting here costs the first visit one
 * more (small) chunk and nothing on the page's first load.
 */
export function useAccountData(): AccountDataState {
  const services = useFoyer().services;
  const [state, setState] = useState<AccountDataState>(() =>
    services ? { status: "loading" } : { status: "none" },
  );

  useEffect(() => {
    if (!services) {
      setState({ status: "none" });
      return;
    }
    let current = true;
    services.accountData().then(
      (data) => {
        if (current) setState({ status: "ready", data });
      },
      // Each caller shows its own failure (the spec's message for what it could not load).
      () => {
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [services]);

  return state;
}
