import { isEvmAddress } from "@foyer/core/internal";
import { useEffect, useState } from "react";
import { useFoyer } from "./useFoyer.js";

/**
 * The account names of the EVM addresses a view shows (Activity's counterparties, Send's receiver) (`GET /v1/profile/reverse/{address}`,
 * the newest name first), by lowercase address, as they arrive. Names are eip155 only; an
 * address without one, or whose lookup failed, keeps showing as an address. Core caches each
 * answer 5 min, so scrolling back and reopening the tab asks nothing again.
 */
export function useCounterpartyNames(
  addresses: readonly string[],
  sender: string | undefined,
): ReadonlyMap<string, string> {
  const foyer = useFoyer();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = [...new Set(addresses.filter(isEvmAddress).map((a) => a.toLowerCase()))]
    .sort()
    .join(",");
  useEffect(() => {
    if (key === "" || !foyer.names) return;
    let current = true;
    void (async () => {
      const services = await foyer.services?.accountData().catch(() => undefined);
      if (!services) return;
      const found = await Promise.all(
        key.split(",").map(async (address) => {
          const records = await services.blockchain.names
            .reverseLookup({ address, ...(sender ? { sender } : {}) })
            .catch(() => []);
          return [address, records[0]?.name] as const;
        }),
      );
      if (!current) return;
      setNames(new Map(found.filter((entry): entry is [string, string] => Boolean(entry[1]))));
    })();
    return () => {
      current = false;
    };
  }, [foyer, key, sender]);
  return names;
}
