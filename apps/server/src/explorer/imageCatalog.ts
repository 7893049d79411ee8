import { type Monogram, NEUTRAL_COLOR } from "./monogram.js";

type Entry = readonly [label: string, color: string, title: string];

/**
 * Network monograms by CAIP-2 id — the native currency symbol on the chain's
 * colour — for networks `logos/` has no logo for, should one fail to load.
 */
const NETWORKS: Record<string, Entry> = {
  "eip155:1": ["ETH", "#627EEA", "Ethereum"],
  "eip155:10": ["OP", "#FF0420", "OP Mainnet"],
  "eip155:56": ["BNB", "#F0B90B", "BNB Smart Chain"],
  "eip155:100": ["GNO", "#04795B", "Gnosis"],
  "eip155:137": ["POL", "#8247E5", "Polygon"],
  "eip155:324": ["ZK", "#1E69FF", "ZKsync Era"],
  "eip155:8453": ["BASE", "#0052FF", "Base"],
  "eip155:42161": ["ARB", "#213147", "Arbitrum One"],
  "eip155:42220": ["CELO", "#FCFF52", "Celo"],
  "eip155:43114": ["AVAX", "#E84142", "Avalanche C-Chain"],
  "eip155:7777777": ["ZORA", "#000000", "Zora"],
  "eip155:1313161554": ["AUR", "#70D44B", "Aurora"],
  "eip155:11155111": ["SEP", "#627EEA", "Sepolia"],
  "eip155:84532": ["BASE", "#0052FF", "Base Sepolia"],
  "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": ["SOL", "#9945FF", "Solana"],
  "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": ["SOL", "#9945FF", "Solana Devnet"],
  "bip122:000000000019d6689c085ae165831e93": ["BTC", "#F7931A", "Bitcoin"],
};

/**
 * Fiat currencies by ISO 4217 code (onramp payment currencies): the
 * currency's sign on a tile, the code where the sign alone is ambiguous.
 */
const CURRENCIES: Record<string, Entry> = {
  USD: ["$", "#2E7D32", "US Dollar"],
  EUR: ["€", "#003399", "Euro"],
  GBP: ["£", "#012169", "Pound Sterling"],
  JPY: ["¥", "#BC002D", "Japanese Yen"],
  CAD: ["CA$", "#D52B1E", "Canadian Dollar"],
  AUD: ["A$", "#00247D", "Australian Dollar"],
  CHF: ["CHF", "#DA291C", "Swiss Franc"],
  BRL: ["R$", "#009C3B", "Brazilian Real"],
  INR: ["₹", "#E67E22", "Indian Rupee"],
};

/** Tokens by symbol (balances, swaps, onramp purchase currencies). */
const TOKENS: Record<string, Entry> = {
  ETH: ["ETH", "#627EEA", "Ether"],
  WETH: ["WETH", "#627EEA", "Wrapped Ether"],
  BTC: ["BTC", "#F7931A", "Bitcoin"],
  WBTC: ["WBTC", "#F09242", "Wrapped Bitcoin"],
  USDC: ["USDC", "#2775CA", "USD Coin"],
  USDT: ["USDT", "#26A17B", "Tether USD"],
  DAI: ["DAI", "#F5AC37", "Dai"],
  SOL: ["SOL", "#9945FF", "Solana"],
  POL: ["POL", "#8247E5", "Polygon Ecosystem Token"],
  BNB: ["BNB", "#F0B90B", "BNB"],
  ARB: ["ARB", "#213147", "Arbitrum"],
  OP: ["OP", "#FF0420", "Optimism"],
  AVAX: ["AVAX", "#E84142", "Avalanche"],
  LINK: ["LINK", "#2A5ADA", "Chainlink"],
  UNI: ["UNI", "#FF007A", "Uniswap"],
  // The devnet's own token: a monogram in the devnet mark's indigo.
  FOY: ["FOY", "#1E1B4B", "Foyer Token"],
};

export type ImageKind = "asset" | "currency" | "token";

/**
 * The monogram for an asset/currency/token image id. Unknown ids still get an
 * image — a neutral one labelled from the id — so the modal never shows a
 * broken picture for a network or token we have not catalogued.
 */
export function catalogMonogram(kind: ImageKind, id: string): Monogram {
  const known =
    kind === "asset" ? NETWORKS[id] : (kind === "currency" ? CURRENCIES : TOKENS)[id.toUpperCase()];
  if (known !== undefined) {
    const [label, color, title] = known;
    return { label, color, title };
  }
  // "eip155:999" → "999"; "xyz" → "XYZ".
  const label = (id.split(":").at(-1) ?? id).toUpperCase();
  return { label, color: NEUTRAL_COLOR, title: id };
}
