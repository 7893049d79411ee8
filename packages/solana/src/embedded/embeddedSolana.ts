import type { Connection, Connector, EmbeddedProvider } from "@foyer/core";
import {
  type CaipNetwork,
  createClientError,
  type EmbeddedWallet,
  normalizeWalletError,
} from "@foyer/core";
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
} from "@solana/kit";
import type { SolanaSendOptions } from "../sendOptions.js";

/** The embedded wallet's Solana connector: the same email login as its EVM one, its own key. */
export const EMBEDDED_SOLANA_CONNECTOR_ID = "foyer-embedded-solana";

export function embeddedSolanaConnector(): Connector {
  return { id: EMBEDDED_SOLANA_CONNECTOR_ID, name: "Email", chain: "solana", type: "AUTH" };
}

function field(result: unknown, name: string): string {
  const value =
    typeof result === "object" && result !== null
      ? (result as Record<string, unknown>)[name]
      : undefined;
  if (typeof value !== "string")
    throw normalizeWalletError(new Error(`the embedded wallet answered no ${name}`));
  return value;
}

/**
 * The embedded wallet on Solana (behaviour §7 Solana methods): the frame holds the ed25519 key
 * (derived from the wallet's one secret), shows each request decoded and signs after the
 * user approves. Messages and signatures travel base58, transactions base64.
 */
export function createEmbeddedSolana(wallet: EmbeddedWallet) {
  let provider: Promise<EmbeddedProvider> | undefined;
  const request = async (method: string, params: unknown, network?: CaipNetwork) => {
    provider ??= wallet.getProvider();
    const rpcUrl = network?.rpcUrls.default.http[0];
    return (await provider).request({ method, params, ...(rpcUrl ? { rpcUrl } : {}) });
  };
  const base64 = getBase64Decoder();
  return {
    /**
     * The embedded account on `network`. `restoring` (a page load bringing last visit's
     * session back): the frame first opens the stored session, as the EVM side's reconnect
     * does, since a freshly loaded frame knows no user until it has.
     */
    async connect(network: CaipNetwork, restoring = false): Promise<Connection> {
      if (restoring && !(await wallet.isConnected())) {
        throw createClientError("CONNECTOR_NOT_CONNECTED", {
          connectorId: EMBEDDED_SOLANA_CONNECTOR_ID,
        });
      }
      const user = await wallet.getUser();
      if (!user.solanaAddress) {
        throw createClientError("CONNECTOR_NOT_CONNECTED", {
          connectorId: EMBEDDED_SOLANA_CONNECTOR_ID,
        });
      }
      return {
        connectorId: EMBEDDED_SOLANA_CONNECTOR_ID,
        accounts: [{ address: user.solanaAddress, type: "eoa", publicKey: user.solanaAddress }],
        caipNetwork: network,
      };
    },
    async onSignedOut(listener: () => void): Promise<void> {
      provider ??= wallet.getProvider();
      (await provider).on("accountsChanged", (accounts) => {
        if (Array.isArray(accounts) && accounts.length === 0) listener();
      });
    },
    async signMessage(address: string, message: string): Promise<string> {
      const encoded = getBase58Decoder().decode(new TextEncoder().encode(message));
      return field(
        await request("solana_signMessage", { message: encoded, pubkey: address }),
        "signature",
      );
    },
    /** Signs raw message bytes (Wallet Standard's `solana:signMessage`); the signature's bytes. */
    async signMessageBytes(address: string, message: Uint8Array): Promise<Uint8Array> {
      const result = await request("solana_signMessage", {
        message: getBase58Decoder().decode(message),
        pubkey: address,
      });
      return new Uint8Array(getBase58Encoder().encode(field(result, "signature")));
    },
    async signTransactions(
      transactions: readonly Uint8Array[],
      network: CaipNetwork,
    ): Promise<Uint8Array[]> {
      const decode = (text: string) => new Uint8Array(getBase64Encoder().encode(text));
      if (transactions.length === 1 && transactions[0]) {
        const result = await request(
          "solana_signTransaction",
          { transaction: base64.decode(transactions[0]) },
          network,
        );
        return [decode(field(result, "transaction"))];
      }
      const result = await request(
        "solana_signAllTransactions",
        { transactions: transactions.map((transaction) => base64.decode(transaction)) },
        network,
      );
      const signed = (result as { transactions?: unknown }).transactions;
      if (!Array.isArray(signed) || !signed.every((entry) => typeof entry === "string")) {
        throw normalizeWalletError(new Error("the embedded wallet answered no transactions"));
      }
      return signed.map(decode);
    },
    async signAndSend(
      transaction: Uint8Array,
      network: CaipNetwork,
      options: SolanaSendOptions,
    ): Promise<string> {
      const result = await request(
        "solana_signAndSendTransaction",
        { transaction: base64.decode(transaction), options },
        network,
      );
      return field(result, "signature");
    },
  };
}

export type EmbeddedSolana = ReturnType<typeof createEmbeddedSolana>;
