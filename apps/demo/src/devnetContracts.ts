import type { Address } from "viem";

/** The devnet contracts the demo's batch, permission and mint panels use. */
export interface DevnetContracts {
  usdc: Address;
  foy: Address;
  dexRouter: Address;
  /** The sample NFT with a public `claim()`; absent in an older world. */
  nft?: Address;
}

/**
 * `VITE_FOYER_DEVNET_CONTRACTS`: `{"usdc":"0x…","foy":"0x…","dexRouter":"0x…","nft":"0x…"}`, set by
 * `npm start` and the browser tests from the devnet's manifest. Missing → the panels say so.
 */
export function readDevnetContracts(raw: string | undefined): DevnetContracts | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<DevnetContracts>;
    const isAddress = (address: unknown) =>
      typeof address === "string" && /^0x[0-9a-fA-F]{40}$/.test(address);
    const ok = [value.usdc, value.foy, value.dexRouter].every(isAddress);
    if (!ok) return undefined;
    const contracts: DevnetContracts = {
      usdc: value.usdc as Address,
      foy: value.foy as Address,
      dexRouter: value.dexRouter as Address,
    };
    return isAddress(value.nft) ? { ...contracts, nft: value.nft as Address } : contracts;
  } catch {
    return undefined;
  }
}
