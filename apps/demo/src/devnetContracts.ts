import type { Address } from "viem";

/** The devnet contracts the demo's batch and permission panels use. */
export interface DevnetContracts {
  usdc: Address;
  foy: Address;
  dexRouter: Address;
}

/**
 * `VITE_FOYER_DEVNET_CONTRACTS`: `{"usdc":"0x…","foy":"0x…","dexRouter":"0x…"}`, set by
 * `npm start` and the browser tests from the devnet's manifest. Missing → the panels say so.
 */
export function readDevnetContracts(raw: string | undefined): DevnetContracts | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<DevnetContracts>;
    const ok = [value.usdc, value.foy, value.dexRouter].every(
      (address) => typeof address === "string" && /^0x[0-9a-fA-F]{40}$/.test(address),
    );
    return ok ? (value as DevnetContracts) : undefined;
  } catch {
    return undefined;
  }
}
