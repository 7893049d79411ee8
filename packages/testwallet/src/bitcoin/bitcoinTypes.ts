/** What the wallet's Bitcoin side is configured with (plain JSON, so it can be injected). */
export interface BitcoinOptions {
  /** Base URL of the Esplora REST API the wallet reads coins from and broadcasts to. */
  esploraUrl: string;
  /** BIP-39 mnemonic of the keys; defaults to the public test mnemonic. */
  mnemonic?: string;
}

/** One address as sats-connect's `addressSchema` describes it. */
export interface SatsConnectAddress {
  address: string;
  publicKey: string;
  purpose: "payment" | "ordinals";
  addressType: "p2wpkh" | "p2tr";
  walletType: "software";
}

export type BitcoinEventName = "accountChange" | "networkChange" | "disconnect";
export type BitcoinEvent =
  | { type: "accountChange"; addresses?: SatsConnectAddress[] }
  | {
      type: "networkChange";
      bitcoin: { name: string };
      stacks: { name: string };
      addresses?: SatsConnectAddress[];
    }
  | { type: "disconnect" };

export type JsonRpcResponse =
  | { jsonrpc: "2.0"; id: string; result: unknown }
  | { jsonrpc: "2.0"; id: string; error: { code: number; message: string } };

/**
 * The provider object sats-connect finds at `window.FoyerTestWallet.bitcoin`: `request`
 * answers JSON-RPC 2.0 responses (it never throws), `addListener` returns an unsubscribe.
 */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<JsonRpcResponse>;
  addListener(
    event: BitcoinEventName | { eventName: BitcoinEventName; cb: (event: BitcoinEvent) => void },
    cb?: (event: BitcoinEvent) => void,
  ): () => void;
}

/** The Bitcoin side plus what the panel and tests read. */
export interface BitcoinTestWallet {
  readonly provider: SatsConnectProvider;
  /** The payment and ordinals addresses (derived on first use of the keys). */
  addresses(): SatsConnectAddress[];
  isAuthorized(): boolean;
  /** Forgets the site, like "disconnect" in an extension: emits `disconnect`. */
  disconnectSite(): void;
}
