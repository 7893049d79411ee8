/** An extra EVM network the demo lists besides the devnet (reads go through the server's proxy). */
export interface ExtraNetwork {
  id: number;
  name: string;
  /** The network's own RPC: what a wallet is told when it has to add the network. */
  rpcUrl: string;
}

/** An EVM network as the demo lists it, before it becomes a Foyer `CaipNetwork`. */
export interface DemoNetwork extends ExtraNetwork {
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** Block explorer, told to a wallet that has to add the network. */
  explorerUrl?: string;
  testnet: boolean;
  /** One of the local world's devnets (the demo sends devnet ETH only there). */
  local: boolean;
}

const ETHER = { name: "Ether", symbol: "ETH", decimals: 18 };

/** The local world's first chain: the default network. */
export const DEVNET = { id: 31337, name: "Foyer Devnet" } as const;

/**
 * Public mainnets with their own public RPC endpoints (what a wallet is told when it adds one).
 * The demo reads every network through the provider server, which `npm start` configures with
 * the local devnets only: switching to one of these shows what a dApp sees for a network its
 * server cannot serve.
 */
export const PUBLIC_NETWORKS: readonly DemoNetwork[] = [
  {
    id: 1,
    name: "Ethereum",
    rpcUrl: "https://ethereum-rpc.publicnode.com",
    nativeCurrency: ETHER,
    explorerUrl: "https://etherscan.io",
    testnet: false,
    local: false,
  },
  {
    id: 10,
    name: "OP Mainnet",
    rpcUrl: "https://mainnet.optimism.io",
    nativeCurrency: ETHER,
    explorerUrl: "https://optimistic.etherscan.io",
    testnet: false,
    local: false,
  },
  {
    id: 42161,
    name: "Arbitrum One",
    rpcUrl: "https://arb1.arbitrum.io/rpc",
    nativeCurrency: ETHER,
    explorerUrl: "https://arbiscan.io",
    testnet: false,
    local: false,
  },
  {
    id: 8453,
    name: "Base",
    rpcUrl: "https://mainnet.base.org",
    nativeCurrency: ETHER,
    explorerUrl: "https://basescan.org",
    testnet: false,
    local: false,
  },
  {
    id: 137,
    name: "Polygon",
    rpcUrl: "https://polygon-rpc.com",
    nativeCurrency: { name: "POL", symbol: "POL", decimals: 18 },
    explorerUrl: "https://polygonscan.com",
    testnet: false,
    local: false,
  },
];

/**
 * Every network the demo lists, in order: the devnet (the default), the extra local networks from
 * `VITE_FOYER_EXTRA_NETWORKS` (`npm start` adds Foyer Devnet 2), then the public networks. An
 * extra network with a public network's id replaces it rather than listing the id twice.
 */
export function demoNetworkList(
  devnetRpcUrl: string,
  extraNetworks: readonly ExtraNetwork[],
): DemoNetwork[] {
  const local = [{ ...DEVNET, rpcUrl: devnetRpcUrl }, ...extraNetworks].map(
    (network): DemoNetwork => ({ ...network, nativeCurrency: ETHER, testnet: true, local: true }),
  );
  const seen = new Set<number>();
  const list: DemoNetwork[] = [];
  for (const network of [...local, ...PUBLIC_NETWORKS]) {
    if (seen.has(network.id)) continue;
    seen.add(network.id);
    list.push(network);
  }
  return list;
}

/**
 * `[{ "id": 31338, "name": "Foyer Devnet 2", "rpcUrl": "http://…" }]`. A bad
 * value stops the demo with a message naming the variable: a silently missing
 * network would look like a Foyer bug.
 */
export function parseExtraNetworks(raw: string | undefined): ExtraNetwork[] {
  if (raw === undefined || raw.trim() === "") return [];
  const problem = new Error(
    'VITE_FOYER_EXTRA_NETWORKS must be a JSON list like [{"id":31338,"name":"…","rpcUrl":"http://…"}]',
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw problem;
  }
  if (!Array.isArray(parsed)) throw problem;
  return parsed.map((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) throw problem;
    const { id, name, rpcUrl } = entry as Record<string, unknown>;
    if (!Number.isSafeInteger(id) || typeof name !== "string" || typeof rpcUrl !== "string") {
      throw problem;
    }
    return { id: id as number, name, rpcUrl };
  });
}
