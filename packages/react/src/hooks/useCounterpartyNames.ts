import { isEvmAddress } from "@foyer/core/internal";
import { useRef } from "react";
import { useAccountLoad } from "./useAccountLoad.js";
import { useFoyer } from "./useFoyer.js";

const NO_NAMES: ReadonlyMap<string, string> = new Map();

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
  const key = [...new Set(addresses.filter(isEvmAddress).map((a) => a.toLowerCase()))]
    .sort()
    .join(",");
  const { state } = useAccountLoad(
    key === "" || !foyer.names ? undefined : `${sender} ${key}`,
    async (data) => {
      const found = await Promise.all(
        key.split(",").map(async (address) => {
          const records = await data.blockchain.names
            .reverseLookup({ address, ...(sender ? { sender } : {}) })
            .catch(() => []);
          return [address, records[0]?.name] as const;
        }),
      );
      return new Map(found.filter((entry): entry is [string, string] => Boolean(entry[1])));
    },
  );
  // The names found so far stay while a changed list is looked up, so none flickers away.
  const shown = useRef(NO_NAMES);
  if (state.status === "ready") shown.current = state.value;
  return shown.current;
}
