import type { Identity } from "@foyer/core/internal";
import { useRef } from "react";
import { useAccountLoad } from "../../hooks/useAccountLoad.js";

const NO_NAMES: ReadonlyMap<string, Identity> = new Map();

/**
 * The identities (primary name and avatar, `GET /v1/identity`) of eip155 addresses, by
 * lowercase address, as they arrive; addresses without one or whose lookup failed are absent.
 * Core's API cache keeps each for 5 min (behaviour §9), so reopening the list does not ask again.
 */
export function useAddressNames(addresses: readonly string[]): ReadonlyMap<string, Identity> {
  const key = [...new Set(addresses.map((a) => a.toLowerCase()))].sort().join(",");
  const { state } = useAccountLoad(key === "" ? undefined : key, async (data) => {
    const entries = await Promise.all(
      key.split(",").map(async (address) => {
        const identity = await data.blockchain.account
          .getIdentity({ address, sender: address })
          .catch(() => undefined);
        return [address, identity] as const;
      }),
    );
    return new Map(entries.filter((entry): entry is [string, Identity] => Boolean(entry[1]?.name)));
  });
  // The names found so far stay while a changed list is looked up, so none flickers away.
  const shown = useRef(NO_NAMES);
  if (state.status === "ready") shown.current = state.value;
  return shown.current;
}
