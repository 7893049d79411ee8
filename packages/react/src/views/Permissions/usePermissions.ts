import type { SessionPermission } from "@foyer/core/internal";
import { useMemo } from "react";
import { useAccountLoad } from "../../hooks/useAccountLoad.js";

export type PermissionsState =
  | { status: "loading" }
  | { status: "ready"; permissions: readonly SessionPermission[] }
  | { status: "failed" };

/**
 * The permissions an account granted on a network, read from the provider server each time
 * (no cache: a revocation must show at once); `reload` reads them again, keeping the list
 * shown until the answer. Only the latest read's answer is shown.
 */
export function usePermissions(
  address: string | undefined,
  caipNetworkId: string | undefined,
): { state: PermissionsState; reload: () => void } {
  const { state, reload } = useAccountLoad(address && `${caipNetworkId} ${address}`, (data) =>
    data.blockchain.sessions.getSessions(address ?? "", caipNetworkId),
  );
  const shown = useMemo((): PermissionsState => {
    switch (state.status) {
      case "ready":
        return { status: "ready", permissions: state.value };
      // Without a provider server there is nothing to read them from.
      case "none":
      case "failed":
        return { status: "failed" };
      default:
        return { status: "loading" };
    }
  }, [state]);
  return { state: shown, reload };
}
