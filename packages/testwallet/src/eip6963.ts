import { TEST_WALLET_ICON } from "./icon.js";
import type { Eip1193Provider } from "./types.js";
import { randomUuid } from "./uuid.js";

export interface Eip6963ProviderInfo {
  readonly uuid: string;
  readonly name: string;
  readonly icon: `data:image/${string}`;
  readonly rdns: string;
}

export interface Eip6963ProviderDetail {
  readonly info: Eip6963ProviderInfo;
  readonly provider: Eip1193Provider;
}

/** The part of `window` announcing needs; a plain EventTarget works in tests. */
export interface AnnounceTarget extends EventTarget {
  ethereum?: unknown;
}

export interface AnnounceOptions {
  /** Also set `window.ethereum`, for dApps and tests that predate EIP-6963. Default false. */
  legacyInjected?: boolean;
}

export const TEST_WALLET_RDNS = "dev.foyer.testwallet";
export const TEST_WALLET_NAME = "Foyer Test Wallet";

/**
 * Announces the provider under EIP-6963 now and again on every
 * `eip6963:requestProvider`, since dApps that load later ask for it.
 * Returns a function that stops answering.
 */
export function announceTestWallet(
  target: AnnounceTarget,
  provider: Eip1193Provider,
  options: AnnounceOptions = {},
): () => void {
  const info: Eip6963ProviderInfo = Object.freeze({
    uuid: randomUuid(),
    name: TEST_WALLET_NAME,
    icon: TEST_WALLET_ICON,
    rdns: TEST_WALLET_RDNS,
  });
  // The EIP requires a frozen detail so one dApp script cannot swap the provider for another.
  const detail: Eip6963ProviderDetail = Object.freeze({ info, provider });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  };
  target.addEventListener("eip6963:requestProvider", announce);
  if (options.legacyInjected === true) {
    target.ethereum = provider;
    target.dispatchEvent(new Event("ethereum#initialized"));
  }
  announce();
  return () => target.removeEventListener("eip6963:requestProvider", announce);
}
