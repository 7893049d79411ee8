/**
 * The Esplora REST paths the provider server proxies for Bitcoin (the subset of
 * Blockstream's esplora/electrs API that wallets and the client adapter use), apart from
 * the route schemas so a client can build URLs without loading valibot.
 */
export const ESPLORA_PROXY_PATH = "/v1/bitcoin/esplora";

const ADDRESS = "[A-Za-z0-9]{14,90}";
const TXID = "[0-9a-f]{64}";

/** Each allowed path (below the proxy prefix) with the method that may call it. */
const ALLOWED: ReadonlyArray<{ method: "GET" | "POST"; pattern: RegExp }> = [
  { method: "GET", pattern: new RegExp(`^/address/${ADDRESS}$`) },
  { method: "GET", pattern: new RegExp(`^/address/${ADDRESS}/utxo$`) },
  { method: "GET", pattern: new RegExp(`^/address/${ADDRESS}/txs$`) },
  { method: "GET", pattern: new RegExp(`^/tx/${TXID}$`) },
  { method: "GET", pattern: new RegExp(`^/tx/${TXID}/status$`) },
  { method: "GET", pattern: new RegExp(`^/tx/${TXID}/hex$`) },
  { method: "GET", pattern: /^\/fee-estimates$/ },
  { method: "GET", pattern: /^\/blocks\/tip\/height$/ },
  { method: "GET", pattern: /^\/blocks\/tip\/hash$/ },
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
