import type { Identity } from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useFoyer } from "../../hooks/useFoyer.js";

/**
 * The identities (primary name and avatar, `GET /v1/identity`) of eip155 addresses, by
 * lowercase address, as they arrive; addresses without one or whose lookup failed are absent.
 * Core's API cache keeps each for 5 min (behaviour §9), so reopening the list does not ask again.
 */
export function useAddressNames(addresses: readonly string[]): ReadonlyMap<string, Identity> {
  const foyer = useFoyer();
  const [found, setFound] = useState<ReadonlyMap<string, Identity>>(new Map());
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().join(",");
  useEffect(() => {
    if (key === "") return;
    let current = true;
    void (async () => {
      const services = await foyer.services?.accountData().catch(() => undefined);
      if (!services) return;
      const entries = await Promise.all(
        key.split(",").map(async (address) => {
          const identity = await services.blockchain.account
            .getIdentity({ address, sender: address })
            .catch(() => undefined);
          return [address, identity] as const;
        }),
      );
      if (!current) return;
      setFound(
        new Map(entries.filter((entry): entry is [string, Identity] => Boolean(entry[1]?.name))),
      );
    })();
    return () => {
      current = false;
    };
  }, [foyer, key]);
  return found;
}
