/** An extra EVM network the demo lists besides the devnet (reads go through the server's proxy). */
export interface ExtraNetwork {
  id: number;
  name: string;
  /** The network's own RPC: what a wallet is told when it has to add the network. */
  rpcUrl: string;
}

/** `?siwx=required` / `?siwx=optional`: Sign in with X on, with the default server-backed config. */
export type SiwxMode = "required" | "optional";

/** Where the demo finds the provider server and the devnet, and which project it is. */
export interface DemoConfig {
  serverUrl: string;
  projectId: string;
  chainId: `${string}:${string}`;
  /** The devnet's own RPC; the built-in test wallet talks to it like a wallet talks to its node. */
  devnetRpcUrl: string;
  /** From `VITE_FOYER_EXTRA_NETWORKS`, e.g. a second devnet so network switching can be tried. */
  extraNetworks: ExtraNetwork[];
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
}

export function readDemoConfig(env: ImportMetaEnv, search: string): DemoConfig {
  const params = new URLSearchParams(search);
  return {
    serverUrl: (env.VITE_FOYER_SERVER_URL ?? "http://127.0.0.1:8787").replace(/\/$/, ""),
    projectId: env.VITE_FOYER_PROJECT_ID ?? "demo",
    chainId: "eip155:31337",
    devnetRpcUrl: env.VITE_FOYER_DEVNET_RPC_URL ?? "http://127.0.0.1:8545",
    extraNetworks: parseExtraNetworks(env.VITE_FOYER_EXTRA_NETWORKS),
    testWallet: env.DEV && params.get("testwallet") !== "off",
    relayUrl: env.VITE_FOYER_RELAY_URL,
    siwx: parseSiwxMode(params.get("siwx")),
    oneClickAuth: params.get("oneclick") !== "off",
    emailLogin: env.VITE_FOYER_EMAIL_LOGIN !== "off" && params.get("email") !== "off",
  };
}

/** Only the two modes turn sign-in on; anything else leaves it off rather than guessing. */
export function parseSiwxMode(value: string | null): SiwxMode | undefined {
  return value === "required" || value === "optional" ? value : undefined;
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
