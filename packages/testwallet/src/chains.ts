import { isHttpUrl, isRecord } from "@foyer/protocol";
import { invalidParams, unrecognizedChain } from "./errors.js";
import { parseChainIdHex, toChainIdHex } from "./params.js";
import type { ChainConfig } from "./types.js";

/** The chains the wallet knows and which one is selected. */
export interface ChainRegistry {
  active(): ChainConfig;
  get(chainId: number): ChainConfig | undefined;
  all(): readonly ChainConfig[];
  /** Adds or replaces; returns the chains that were added at runtime (to persist). */
  add(chain: ChainConfig): readonly ChainConfig[];
  setActive(chainId: number): void;
}

export function createChainRegistry(
  configured: readonly ChainConfig[],
  added: readonly ChainConfig[],
  activeChainId: number,
): ChainRegistry {
  const chains = new Map<number, ChainConfig>();
  for (const chain of added) chains.set(chain.chainId, chain);
  // Configured chains win over remembered ones: the test author's URL is current.
  for (const chain of configured) chains.set(chain.chainId, chain);
  const runtimeAdded = new Map(
    added
      .filter((c) => !configured.some((k) => k.chainId === c.chainId))
      .map((c) => [c.chainId, c]),
  );
  let activeId = chains.has(activeChainId) ? activeChainId : configured[0]!.chainId;
  return {
    active: () => chains.get(activeId)!,
    get: (chainId) => chains.get(chainId),
    all: () => [...chains.values()],
    add(chain) {
      chains.set(chain.chainId, chain);
      runtimeAdded.set(chain.chainId, chain);
      return [...runtimeAdded.values()];
    },
    setActive(chainId) {
      if (!chains.has(chainId)) throw unrecognizedChain(toChainIdHex(chainId));
      activeId = chainId;
    },
  };
}

/** Checks the chains handed to createTestWallet; a mistake there is the test author's. */
export function assertChainConfigs(chains: readonly ChainConfig[]): void {
  if (chains.length === 0) throw new TypeError("createTestWallet needs at least one chain.");
  for (const chain of chains) {
    if (!Number.isSafeInteger(chain.chainId) || chain.chainId <= 0) {
      throw new TypeError(`Chain id ${String(chain.chainId)} is not a positive integer.`);
    }
    if (!isHttpUrl(chain.rpcUrl)) {
      throw new TypeError(`Chain ${chain.chainId} rpcUrl "${chain.rpcUrl}" is not an http(s) URL.`);
    }
  }
}

export function chainName(chain: ChainConfig): string {
  return chain.name ?? `Chain ${chain.chainId}`;
}

/** Validates `wallet_addEthereumChain` params (EIP-3085) the way MetaMask does. */
export function parseAddChainParams(params: readonly unknown[]): ChainConfig {
  const [request] = params;
  if (!isRecord(request))
    throw invalidParams("wallet_addEthereumChain expects [{ chainId, ... }].");
  const chainId = parseChainIdHex(request.chainId);
  const rpcUrls = stringList(request.rpcUrls, "rpcUrls");
  const rpcUrl = rpcUrls.find(isHttpUrl);
  if (rpcUrl === undefined) throw invalidParams("rpcUrls must contain at least one http(s) URL.");
  const chain: ChainConfig = { chainId, rpcUrl };
  if (request.chainName !== undefined) {
    if (typeof request.chainName !== "string" || request.chainName.trim() === "") {
      throw invalidParams("chainName must be a non-empty string.");
    }
    chain.name = request.chainName;
  }
  if (request.nativeCurrency !== undefined)
    chain.nativeCurrency = parseCurrency(request.nativeCurrency);
  if (request.blockExplorerUrls !== undefined) {
    const urls = stringList(request.blockExplorerUrls, "blockExplorerUrls");
    if (!urls.every(isHttpUrl)) throw invalidParams("blockExplorerUrls must be http(s) URLs.");
    chain.blockExplorerUrls = urls;
  }
  if (request.iconUrls !== undefined) chain.iconUrls = stringList(request.iconUrls, "iconUrls");
  return chain;
}

function parseCurrency(value: unknown): NonNullable<ChainConfig["nativeCurrency"]> {
  if (!isRecord(value)) throw invalidParams("nativeCurrency must be { name, symbol, decimals }.");
  const { name, symbol, decimals } = value;
  if (typeof name !== "string" || name === "")
    throw invalidParams("nativeCurrency.name is missing.");
  if (typeof symbol !== "string" || symbol.length < 1 || symbol.length > 6) {
    throw invalidParams("nativeCurrency.symbol must be 1 to 6 characters.");
  }
  // Every EVM chain's native token has 18 decimals; anything else is a typo.
  if (decimals !== 18) throw invalidParams("nativeCurrency.decimals must be 18.");
  return { name, symbol, decimals };
}

function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) {
    throw invalidParams(`${field} must be an array of strings.`);
  }
  return value;
}
