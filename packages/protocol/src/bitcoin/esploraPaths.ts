/**
 * The Esplora REST paths the provider server proxies for Bitcoin (the subset of
 * Blockstream's esplora/electrs API that wallets and the client adapter use), apart from
 * the route schemas so a client can build URLs without loading valibot.
 */
export const ESPLORA_PROXY_PATH = "/v1/bitcoin/esplora";

const ADDRESS = "[A-Za-z0-9]{14,90}";
const HASH = "[0-9a-f]{64}";
const SCRIPT_HASH = "[0-9a-fA-F]{64}";
const INDEX = "\\d{1,10}";

/**
 * Each allowed path (below the proxy prefix) with the method that may call it: the Esplora
 * reads wallets sync with (address and script-hash history with its paging, transactions,
 * blocks, the mempool, fee estimates), mempool.space's recommended fees, and the broadcast.
 * Binary answers (`/raw`) are left out: the proxy passes JSON and text. The devnet's `/mine`
 * is never forwarded.
 */
const ALLOWED: ReadonlyArray<{ method: "GET" | "POST"; pattern: RegExp }> = [
  ...[`address/${ADDRESS}`, `scripthash/${SCRIPT_HASH}`].map((script) => ({
    method: "GET" as const,
    pattern: new RegExp(`^/${script}(?:/utxo|/txs(?:/mempool|/chain(?:/${HASH})?)?)?$`),
  })),
  {
    method: "GET",
    pattern: new RegExp(
      `^/tx/${HASH}(?:/status|/hex|/outspends|/outspend/${INDEX}|/merkle-proof)?$`,
    ),
  },
  {
    method: "GET",
    pattern: new RegExp(
      `^/block/${HASH}(?:/status|/txids|/header|/txs(?:/${INDEX})?|/txid/${INDEX})?$`,
    ),
  },
  { method: "GET", pattern: new RegExp(`^/block-height/${INDEX}$`) },
  { method: "GET", pattern: new RegExp(`^/blocks(?:/${INDEX}|/tip/height|/tip/hash)?$`) },
  { method: "GET", pattern: /^\/mempool(?:\/txids|\/recent)?$/ },
  { method: "GET", pattern: /^\/fee-estimates$/ },
  { method: "GET", pattern: /^\/v1\/fees\/recommended$/ },
  { method: "POST", pattern: /^\/tx$/ },
];

/** Whether the proxy forwards `method path` (path below {@link ESPLORA_PROXY_PATH}, no query). */
export function isAllowedEsploraPath(method: string, path: string): boolean {
  return ALLOWED.some((entry) => entry.method === method && entry.pattern.test(path));
}

/**
 * The proxy URL of one Esplora path for one network:
 * `{serverUrl}/v1/bitcoin/esplora{path}?chainId=…&projectId=…`. `path` starts with `/`
 * (`/address/bcrt1…/utxo`, `/tx`).
 */
export function esploraProxyUrl(options: {
  serverUrl: string;
  caipNetworkId: string;
  projectId: string;
  path: string;
}): string {
  const base = options.serverUrl.replace(/\/+$/, "");
  const chainId = encodeURIComponent(options.caipNetworkId);
  const projectId = encodeURIComponent(options.projectId);
  return `${base}${ESPLORA_PROXY_PATH}${options.path}?chainId=${chainId}&projectId=${projectId}`;
}

/**
 * The base-URL form of the proxy, for clients configured with one base URL (BDK's and other
 * Esplora clients, mempool.js's `config.baseURL`): the project and the network are in the
 * path, and every Esplora path follows it — `{serverUrl}/v1/esplora/{projectId}/{chainId}` +
 * `/address/…/txs`.
 */
export const ESPLORA_BASE_PATH = "/v1/esplora/:projectId/:chainId";

/** `{serverUrl}/v1/esplora/{projectId}/{chainId}`: an Esplora base URL through the proxy. */
export function esploraBaseUrl(options: {
  serverUrl: string;
  caipNetworkId: string;
  projectId: string;
}): string {
  const base = options.serverUrl.replace(/\/+$/, "");
  // The CAIP-2 colon is a legal path character: left as is, the URL reads as the id does.
  const chainId = encodeURIComponent(options.caipNetworkId).replace(/%3A/gi, ":");
  return `${base}/v1/esplora/${encodeURIComponent(options.projectId)}/${chainId}`;
}
