import type { Connection } from "../adapter/connection.js";
import type { CaipNetwork } from "../types/chain.js";

/** Networks and connections shared by the core tests. */
export const mainnet: CaipNetwork = {
  id: 1,
  name: "Ethereum",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
};

export const base: CaipNetwork = {
  ...mainnet,
  id: 8453,
  name: "Base",
  caipNetworkId: "eip155:8453",
};

export function connectionOf(connectorId: string, address = "0xaaaa"): Connection {
  return { connectorId, accounts: [{ address, type: "eoa" }], caipNetwork: mainnet };
}

export const solanaMainnet: CaipNetwork = {
  id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  name: "Solana",
  chainNamespace: "solana",
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
  rpcUrls: { default: { http: ["http://127.0.0.1:8899"] } },
};
