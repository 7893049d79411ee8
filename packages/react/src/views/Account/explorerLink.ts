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

/**
 * A transaction's page on the network's block explorer (`/tx/{hash}`: Etherscan, Solana
 * Explorer and mempool.space alike), keeping the explorer's own query (a Solana cluster).
 */
export function explorerTransactionUrl(
  network: CaipNetwork | undefined,
  hash: string | undefined,
): { name: string; url: string } | undefined {
  const explorer = network?.blockExplorers?.default;
  if (!explorer || !hash) return undefined;
  try {
    const url = new URL(explorer.url);
    url.pathname = `${url.pathname.replace(/\/+$/, "")}/tx/${encodeURIComponent(hash)}`;
    return { name: explorer.name, url: url.toString() };
  } catch {
    return undefined;
  }
}
