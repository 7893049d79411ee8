import type { CaipNetwork } from "@foyer/core";

/** The address page on the network's block explorer, when the network names one. */
export function explorerAddressUrl(
  network: CaipNetwork | undefined,
  address: string,
): { name: string; url: string } | undefined {
  const explorer = network?.blockExplorers?.default;
  if (!explorer) return undefined;
  return {
    name: explorer.name,
    url: `${explorer.url.replace(/\/+$/, "")}/address/${encodeURIComponent(address)}`,
  };
}
