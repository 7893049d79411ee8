import { useEffect } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * Keeps the balances a view shows true while it shows them (`foyer.followBalances`: a read
 * every few seconds, `tokens` adding the token balances): while `active`, and only while the
 * page is visible, so a tab in the background asks its chain nothing.
 */
export function useFollowBalances(active: boolean, tokens = false): void {
  const foyer = useFoyer();
  useEffect(() => {
    if (!active) return;
    let stop: (() => void) | undefined;
    const sync = () => {
      stop?.();
      stop = document.hidden ? undefined : foyer.followBalances({ tokens });
    };
    sync();
    document.addEventListener("visibilitychange", sync);
    return () => {
      document.removeEventListener("visibilitychange", sync);
      stop?.();
    };
  }, [foyer, active, tokens]);
}
