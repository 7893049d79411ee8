import { type CaipNetwork, createClientError, type KeyValueStorage } from "@foyer/core";
import { type Config, createConfig, type Transport } from "@wagmi/core";
import type { Chain } from "viem";
import { toViemChain } from "./chains.js";
import { createWagmiStorage } from "./storage.js";
import { rpcTransport } from "./transports.js";

export interface WagmiConfigOptions {
  networks: readonly CaipNetwork[];
  /** Where chain reads go: one URL, or several to fail over between (behaviour §9 ranking). */
  transportUrl: (network: CaipNetwork) => string | readonly string[];
  storage: KeyValueStorage;
}

/**
 * One wagmi config per adapter, so two adapters (or two tests) never share
 * connections. Wagmi's own EIP-6963 discovery is off: the adapter discovers
 * wallets on the window it was given (see `discovery.ts`).
 */
export function createWagmiConfig(options: WagmiConfigOptions): Config {
  const chains: Chain[] = [];
  const transports: Record<number, Transport> = {};
  for (const network of options.networks) {
    const urls = options.transportUrl(network);
    const list = typeof urls === "string" ? [urls] : urls;
    const [first] = list;
    if (first === undefined) {
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
    }
    const chain = toViemChain(network, first);
    if (chains.some((c) => c.id === chain.id)) continue;
    chains.push(chain);
    transports[chain.id] = rpcTransport(list);
  }
  const [first, ...rest] = chains;
  if (!first) throw createClientError("CHAIN_NOT_CONFIGURED", { reason: "no eip155 network" });
  return createConfig({
    chains: [first, ...rest],
    transports,
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: createWagmiStorage(options.storage),
  });
}
