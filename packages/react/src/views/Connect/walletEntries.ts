import type { ChainNamespace, Connector } from "@foyer/core";
import type { RecentWallet, WalletChoice, WalletListingEntry } from "@foyer/core/internal";

/** One row of the Connect view's wallet list. */
export interface WalletEntry {
  key: string;
  /** What to hand to core's `chooseWallet`. */
  choice: WalletChoice;
  name: string;
  tag: "recent" | "installed" | undefined;
  imageUrl?: string;
  /** Registry image id, resolved to a URL by the view (it needs the server's address). */
  imageId?: string;
  /** The namespace of the connector behind the row, when one is: one wallet may be in two. */
  chain?: ChainNamespace;
}

const INSTALLED: ReadonlySet<Connector["type"]> = new Set(["INJECTED", "ANNOUNCED", "MULTI_CHAIN"]);
/** Connectors with their own entry point elsewhere: pairing lives in All wallets, auth in email/social. */
const LISTED: ReadonlySet<Connector["type"]> = new Set([...INSTALLED, "EXTERNAL"]);

/**
 * The Connect view's wallets, in order: recent wallets first, then the
 * connectors found in the browser, then the registry's featured and
 * recommended wallets. A wallet appears once, at its first place: a recent
 * wallet that is also installed stays under Recent.
 */
export function connectWalletEntries(input: {
  recentWallets: readonly RecentWallet[];
  connectors: readonly Connector[];
  featured: readonly WalletListingEntry[];
  recommended: readonly WalletListingEntry[];
}): WalletEntry[] {
  const seenIds = new Set<string>();
  const seenRdns = new Set<string>();
  const entries: WalletEntry[] = [];
  const seen = (ids: readonly (string | undefined)[], rdns: string | null | undefined) =>
    ids.some((id) => id !== undefined && seenIds.has(id)) || (!!rdns && seenRdns.has(rdns));
  const remember = (ids: readonly (string | undefined)[], rdns: string | null | undefined) => {
    for (const id of ids) if (id !== undefined) seenIds.add(id);
    if (rdns) seenRdns.add(rdns);
  };

  for (const wallet of input.recentWallets) {
    if (seen([wallet.id], undefined)) continue;
    remember([wallet.id], undefined);
    const chain = input.connectors.find(
      (c) => c.id === wallet.id || c.explorerId === wallet.id,
    )?.chain;
    entries.push({
      ...(chain ? { chain } : {}),
      key: `recent:${wallet.id}`,
      choice: { id: wallet.id, name: wallet.name },
      name: wallet.name,
      tag: "recent",
      ...(wallet.imageUrl ? { imageUrl: wallet.imageUrl } : {}),
    });
  }
  for (const connector of input.connectors) {
    if (!LISTED.has(connector.type)) continue;
    const ids = [connector.id, connector.explorerId];
    const rdns = connector.info?.rdns;
    const duplicate = seen(ids, rdns);
    // Remembered even when skipped, so its rdns also hides the registry's copy of it.
    remember(ids, rdns);
    if (duplicate) continue;
    entries.push({
      chain: connector.chain,
      key: `connector:${connector.chain}:${connector.id}`,
      choice: { id: connector.id, name: connector.name, ...(rdns ? { rdns } : {}) },
      name: connector.name,
      tag: INSTALLED.has(connector.type) ? "installed" : undefined,
      ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
      ...(connector.imageId ? { imageId: connector.imageId } : {}),
    });
  }
  for (const wallet of [...input.featured, ...input.recommended]) {
    if (seen([wallet.id], wallet.rdns)) continue;
    remember([wallet.id], wallet.rdns);
    entries.push({
      key: `registry:${wallet.id}`,
      choice: { id: wallet.id, name: wallet.name, ...(wallet.rdns ? { rdns: wallet.rdns } : {}) },
      name: wallet.name,
      tag: undefined,
      ...(wallet.image_id ? { imageId: wallet.image_id } : {}),
    });
  }
  return entries;
}

/**
 * Whether rows should name their namespace: when the wallets found span more than one, the
 * same wallet can be listed twice (Phantom on EVM and on Solana) and only the tag tells them apart.
 */
export function showsNamespaceTags(entries: readonly WalletEntry[]): boolean {
  return new Set(entries.flatMap((entry) => (entry.chain ? [entry.chain] : []))).size > 1;
}
