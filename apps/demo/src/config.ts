import { type DemoNetwork, demoNetworkList, parseExtraNetworks } from "./networks.js";

/** `?siwx=required` / `?siwx=optional`: Sign in with X on, with the default server-backed config. */
export type SiwxMode = "required" | "optional";

/** Where the demo finds the provider server and the devnet, and which project it is. */
export interface DemoConfig {
  serverUrl: string;
  projectId: string;
  chainId: `${string}:${string}`;
  /** The devnet's own RPC; the built-in test wallet talks to it like a wallet talks to its node. */
  devnetRpcUrl: string;
  /**
   * Provider servers whose RPC proxy (`/v1/`) the EVM networks are read through, in order:
   * `VITE_FOYER_RPC_PROXY_URLS` (comma-separated base URLs), else the server alone. With two or
   * more the reads are ranked between them (stability and latency) and fail over, every call
   * still metered by a Foyer server.
   */
  rpcProxyUrls: string[];
  /**
   * Every network the page lists: the devnet, those of `VITE_FOYER_EXTRA_NETWORKS` (`npm start`
   * adds Foyer Devnet 2), then public mainnets.
   */
  networks: DemoNetwork[];
  /** Install the development test wallet (never in a production build). */
  testWallet: boolean;
  /** WalletConnect relay; `npm start` runs one on 127.0.0.1, production uses the public relay. */
  relayUrl: string | undefined;
  /** Sign in with X, from `?siwx=`; off (undefined) without the parameter. */
  siwx: SiwxMode | undefined;
  /** Sign in while pairing over WalletConnect (core's `walletConnectOneClickAuth`, on); `?oneclick=off` opts out. */
  oneClickAuth: boolean;
  /** Email login through the embedded wallet; `?email=off` or `VITE_FOYER_EMAIL_LOGIN=off` leaves it out. */
  emailLogin: boolean;
  /**
   * `VITE_FOYER_SOLANA_NETWORK` as set (`npm start` sets it; parsed by `solana.ts`): with it the
   * demo lists Solana networks, and its Solana setup and adapter load in chunks of their own.
   * `?solana=off` leaves Solana out, as an EVM-only app is.
   */
  solanaNetwork: string | undefined;
  /**
   * Several wallets per namespace side by side (the multiWallet feature, off by default as
   * behaviour §9's remote features have it); `?multiwallet=on` turns it on.
   */
  multiWallet: boolean;
  /** "Continue with a passkey" (the passkey feature, on by default); `?passkey=off` hides it. */
  passkey: boolean;
  /**
   * `VITE_FOYER_BITCOIN_NETWORK` as set (`npm start` sets it; parsed by `bitcoin.ts`): with it
   * the demo lists the Bitcoin networks and loads its Bitcoin setup and adapter in chunks of
   * their own. `?bitcoin=off` leaves Bitcoin out, as an EVM-only app is.
   */
  bitcoinNetwork: string | undefined;
  /** The modal's language from `?locale=` (e.g. `ar`, `pt-BR`); without it, the browser's. */
  locale: string | undefined;
  /**
   * `?walletconnect=only`: the app pairs over WalletConnect and nothing else (no browser
   * wallets, email, Solana or Bitcoin), the setup the modal opens on its pairing views for:
   * the wallet list on a phone, a QR code for any wallet on a computer.
   */
  walletConnectOnly: boolean;
  /**
   * `?legal=on`: the legal checkbox feature, with the demo's terms and privacy pages
   * (`/terms.html`, `/privacy.html`): Connect offers nothing until the visitor accepts them.
   */
  legalCheckbox: boolean;
  /**
   * `?appname=` / `?appurl=`: the name and URL the app gives itself in its metadata (by
   * default "Foyer demo" and the page's origin). Another origin's URL shows how the embedded
   * wallet's approvals name the origin they verified and warn that the claim disagrees.
   */
  claimedApp: { name: string | undefined; url: string | undefined };
}

export function readDemoConfig(env: ImportMetaEnv, search: string): DemoConfig {
  const params = new URLSearchParams(search);
  const devnetRpcUrl = env.VITE_FOYER_DEVNET_RPC_URL ?? "http://127.0.0.1:8545";
  const walletConnectOnly = params.get("walletconnect") === "only";
  const serverUrl = (env.VITE_FOYER_SERVER_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
  return {
    serverUrl,
    rpcProxyUrls: parseRpcProxyUrls(env.VITE_FOYER_RPC_PROXY_URLS, serverUrl),
    projectId: env.VITE_FOYER_PROJECT_ID ?? "demo",
    chainId: "eip155:31337",
    devnetRpcUrl,
    networks: demoNetworkList(devnetRpcUrl, parseExtraNetworks(env.VITE_FOYER_EXTRA_NETWORKS)),
    testWallet: env.DEV && params.get("testwallet") !== "off" && !walletConnectOnly,
    relayUrl: env.VITE_FOYER_RELAY_URL,
    siwx: parseSiwxMode(params.get("siwx")),
    oneClickAuth: params.get("oneclick") !== "off",
    emailLogin:
      env.VITE_FOYER_EMAIL_LOGIN !== "off" && params.get("email") !== "off" && !walletConnectOnly,
    solanaNetwork:
      params.get("solana") === "off" || walletConnectOnly || !env.VITE_FOYER_SOLANA_NETWORK?.trim()
        ? undefined
        : env.VITE_FOYER_SOLANA_NETWORK,
    multiWallet: parseMultiWallet(params.get("multiwallet")),
    passkey: params.get("passkey") !== "off",
    bitcoinNetwork:
      params.get("bitcoin") === "off" ||
      walletConnectOnly ||
      !env.VITE_FOYER_BITCOIN_NETWORK?.trim()
        ? undefined
        : env.VITE_FOYER_BITCOIN_NETWORK,
    locale: params.get("locale")?.trim() || undefined,
    walletConnectOnly,
    legalCheckbox: params.get("legal") === "on",
    claimedApp: {
      name: params.get("appname")?.trim() || undefined,
      url: params.get("appurl")?.trim() || undefined,
    },
  };
}

/**
 * `VITE_FOYER_RPC_PROXY_URLS`: `http://a:8787,http://b:8787`, each a provider server's base URL.
 * Unset or empty → the server alone. A bad entry stops the demo with a message naming the
 * variable rather than reading from somewhere unintended.
 */
export function parseRpcProxyUrls(raw: string | undefined, serverUrl: string): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return [serverUrl];
  return entries.map((entry) => {
    if (!/^https?:\/\/[^/?#\s]+\/?$/.test(entry))
      throw new Error(`VITE_FOYER_RPC_PROXY_URLS: not a server base URL: ${entry}`);
    return entry.replace(/\/$/, "");
  });
}

/** Only the two modes turn sign-in on; anything else leaves it off rather than guessing. */
export function parseSiwxMode(value: string | null): SiwxMode | undefined {
  return value === "required" || value === "optional" ? value : undefined;
}

/** Only `on` turns multi-wallet on: the default, as the provider's, is one wallet per namespace. */
export function parseMultiWallet(value: string | null): boolean {
  return value === "on";
}

/** The page's query with multi-wallet turned on or off, the other parameters kept. */
export function multiWalletSearch(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set("multiwallet", "on");
  else params.delete("multiwallet");
  return `?${params.toString()}`;
}
