import type { SessionPermission } from "@foyer/core/internal";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAccountData } from "../../hooks/useAccountData.js";

export type PermissionsState =
  | { status: "loading" }
  | { status: "ready"; permissions: readonly SessionPermission[] }
  | { status: "failed" };

/**
 * The permissions an account granted on a network, read from the provider server each time
 * (no cache: a revocation must show at once); `reload` reads them again. Only the latest
 * read's answer is shown.
 */
export function usePermissions(
  address: string | undefined,
  caipNetworkId: string | undefined,
): { state: PermissionsState; reload: () => void } {
  const source = useAccountData();
  const [state, setState] = useState<PermissionsState>({ status: "loading" });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const read = ++latest.current;
    if (source.status === "none" || source.status === "failed") {
      setState({ status: "failed" });
      return;
    }
    if (source.status === "loading" || !address) return;
    setState((previous) => (previous.status === "ready" ? previous : { status: "loading" }));
    source.data.blockchain.sessions.getSessions(address, caipNetworkId).then(
      (permissions) => {
        if (read === latest.current) setState({ status: "ready", permissions });
      },
      () => {
        if (read === latest.current) setState({ status: "failed" });
      },
    );
  }, [source, address, caipNetworkId]);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return { state, reload };
}
