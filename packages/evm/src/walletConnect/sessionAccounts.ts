import { parseCaipAddress } from "@foyer/protocol";

/** What a WalletConnect session grants in the eip155 namespace. */
export interface SessionGrant {
  /** Checksummed or lower-case addresses, each once, in the wallet's order. */
  accounts: `0x${string}`[];
  /** Chain ids the session has accounts on, in the wallet's order. */
  chainIds: number[];
}

/**
 * Reads CAIP-10 accounts (`eip155:1:0xabc`) of a session's eip155 namespace.
 * The same address on several chains is one account; entries of other
 * namespaces or malformed ones are skipped, since a wallet may grant more than asked.
 */
export function sessionGrant(caip10Accounts: readonly string[]): SessionGrant {
  const accounts: `0x${string}`[] = [];
  const chainIds: number[] = [];
  for (const entry of caip10Accounts) {
    const parts = parseCaipAddress(entry);
    if (parts?.namespace !== "eip155" || !parts.address.startsWith("0x")) continue;
    const { reference, address } = parts;
    const chainId = Number(reference);
    if (!Number.isSafeInteger(chainId)) continue;
    const hex = address as `0x${string}`;
    if (!accounts.some((a) => a.toLowerCase() === hex.toLowerCase())) accounts.push(hex);
    if (!chainIds.includes(chainId)) chainIds.push(chainId);
  }
  return { accounts, chainIds };
}

/** The chain to use after connecting: the one asked for when granted, else the wallet's first. */
export function pickChainId(
  granted: readonly number[],
  wanted: number | undefined,
): number | undefined {
  if (wanted !== undefined && granted.includes(wanted)) return wanted;
  return granted[0];
}

/** The session proposal's chains, the wanted one first so wallets that pick the first pick it. */
export function proposalChains(chainIds: readonly number[], wanted: number | undefined): string[] {
  const ordered =
    wanted !== undefined && chainIds.includes(wanted)
      ? [wanted, ...chainIds.filter((id) => id !== wanted)]
      : [...chainIds];
  return ordered.map((id) => `eip155:${id}`);
}
