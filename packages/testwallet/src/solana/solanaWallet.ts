import { ed25519 } from "@noble/curves/ed25519";
import {
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type SignatureBytes,
} from "@solana/kit";
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from "@solana/wallet-standard-features";
import type { WalletAccount } from "@wallet-standard/base";
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from "@wallet-standard/features";
import type { ApprovalQueue } from "../approvals.js";
import { ErrorCode, ProviderRpcError } from "../errors.js";
import { truncate } from "../format.js";
import { TEST_WALLET_ICON } from "../icon.js";
import { createRpcClient } from "../rpcClient.js";
import { base58, describeSolanaTransaction } from "./describeTransaction.js";
import type { SolanaChainConfig, SolanaTestWallet } from "./solanaTypes.js";

export interface SolanaTestWalletOptions {
  /** The 32-byte ed25519 seed, hex (64 digits, no 0x). */
  seedHex: string;
  chains: readonly SolanaChainConfig[];
  approvals: ApprovalQueue;
  /** Whether the site was connected before (kept across reloads by the caller). */
  authorized: boolean;
  onAuthorizedChange(authorized: boolean): void;
}

const TRANSACTION_VERSIONS = ["legacy", 0] as const;

function hexBytes(hex: string): Uint8Array {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new TypeError("solana.seedHex must be 64 hex digits.");
  return Uint8Array.from({ length: 32 }, (_, index) =>
    Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16),
  );
}

/**
 * The test wallet's Solana side, on the Wallet Standard: `standard:connect`, `:disconnect`,
 * `:events` and `solana:signMessage`, `:signTransaction`, `:signAndSendTransaction`. It asks
 * the same approval queue (and panel) as the EVM side, signs with ed25519 locally and sends to
 * the chain's node itself. Refusals are 4001, like the wallets dApps meet.
 */
export function createSolanaTestWallet(options: SolanaTestWalletOptions): SolanaTestWallet {
  const seed = hexBytes(options.seedHex);
  const publicKey = ed25519.getPublicKey(seed);
  const address = base58(publicKey);
  const chains = options.chains.map((entry) => entry.chain);
  let authorized = options.authorized;
  const listeners = new Set<StandardEventsListeners["change"]>();
  const rpcClients = new Map<string, ReturnType<typeof createRpcClient>>();

  const account: WalletAccount = Object.freeze({
    address,
    publicKey,
    chains,
    features: [SolanaSignMessage, SolanaSignTransaction, SolanaSignAndSendTransaction] as const,
  });
  const accounts = (): readonly WalletAccount[] => (authorized ? [account] : []);
  const setAuthorized = (next: boolean) => {
    if (next === authorized) return;
    authorized = next;
    options.onAuthorizedChange(next);
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  };
  const requireAccount = (requested: WalletAccount) => {
    if (!authorized || requested.address !== address) {
      throw new ProviderRpcError(
        ErrorCode.unauthorized,
        "The account is not connected to this site.",
      );
    }
  };
  const rpcFor = (chain: string) => {
    const config = options.chains.find((entry) => entry.chain === chain);
    if (!config)
      throw new ProviderRpcError(
        ErrorCode.unrecognizedChain,
        `The test wallet has no node for ${chain}.`,
      );
    let client = rpcClients.get(config.rpcUrl);
    if (!client) {
      client = createRpcClient(config.rpcUrl);
      rpcClients.set(config.rpcUrl, client);
    }
    return client;
  };

  /** Adds this key's signature to a wire transaction; the key must be one of its signers. */
  const sign = (wire: Uint8Array): Uint8Array => {
    const transaction = getTransactionDecoder().decode(wire);
    if (!Object.hasOwn(transaction.signatures, address)) {
      throw new ProviderRpcError(
        ErrorCode.invalidParams,
        "The transaction does not need this account's signature.",
      );
    }
    const signature = ed25519.sign(
      new Uint8Array(transaction.messageBytes),
      seed,
    ) as SignatureBytes;
    return new Uint8Array(
      getTransactionEncoder().encode({
        ...transaction,
        signatures: { ...transaction.signatures, [address]: signature },
      }),
    );
  };

  const connect: StandardConnectFeature[typeof StandardConnect] = {
    version: "1.0.0",
    async connect(input) {
      if (!authorized && !input?.silent) {
        await options.approvals.ask({
          kind: "connect",
          method: StandardConnect,
          params: {},
          summary: `Connect Solana account ${address}`,
        });
        setAuthorized(true);
      }
      return { accounts: accounts() };
    },
  };
  const disconnect: StandardDisconnectFeature[typeof StandardDisconnect] = {
    version: "1.0.0",
    async disconnect() {
      setAuthorized(false);
    },
  };
  const events: StandardEventsFeature[typeof StandardEvents] = {
    version: "1.0.0",
    on(_event, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const signMessage: SolanaSignMessageFeature[typeof SolanaSignMessage] = {
    version: "1.1.0",
    async signMessage(...inputs) {
      const outputs = [];
      for (const input of inputs) {
        requireAccount(input.account);
        const text = new TextDecoder().decode(input.message);
        await options.approvals.ask({
          kind: "signMessage",
          method: SolanaSignMessage,
          params: { message: text },
          summary: truncate(text, 200),
        });
        outputs.push({
          signedMessage: input.message,
          signature: ed25519.sign(input.message, seed),
          signatureType: "ed25519" as const,
        });
      }
      return outputs;
    },
  };
  const signTransaction: SolanaSignTransactionFeature[typeof SolanaSignTransaction] = {
    version: "1.0.0",
    supportedTransactionVersions: TRANSACTION_VERSIONS,
    async signTransaction(...inputs) {
      for (const input of inputs) requireAccount(input.account);
      await options.approvals.ask({
        kind: "signTransaction",
        method: SolanaSignTransaction,
        params: {},
        summary: inputs.map((input) => describeSolanaTransaction(input.transaction)).join(" | "),
      });
      return inputs.map((input) => ({ signedTransaction: sign(input.transaction) }));
    },
  };
  const signAndSendTransaction: SolanaSignAndSendTransactionFeature[typeof SolanaSignAndSendTransaction] =
    {
      version: "1.0.0",
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      async signAndSendTransaction(...inputs) {
        const outputs = [];
        for (const input of inputs) {
          requireAccount(input.account);
          const rpc = rpcFor(input.chain);
          await options.approvals.ask({
            kind: "sendTransaction",
            method: SolanaSignAndSendTransaction,
            params: {},
            summary: describeSolanaTransaction(input.transaction),
          });
          const signed = sign(input.transaction);
          const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } =
            input.options ?? {};
          // The node's refusal (preflight, expiry) reaches the dApp with its code and data.
          const signature = await rpc.request("sendTransaction", [
            getBase64Decoder().decode(signed),
            {
              encoding: "base64",
              ...(skipPreflight === undefined ? {} : { skipPreflight }),
              ...(preflightCommitment === undefined ? {} : { preflightCommitment }),
              ...(maxRetries === undefined ? {} : { maxRetries }),
              ...(minContextSlot === undefined ? {} : { minContextSlot }),
            },
          ]);
          if (typeof signature !== "string") {
            throw new ProviderRpcError(
              ErrorCode.internal,
              "The node answered sendTransaction without a signature.",
            );
          }
          outputs.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) });
        }
        return outputs;
      },
    };

  return {
    version: "1.0.0",
    name: "Foyer Test Wallet",
    icon: TEST_WALLET_ICON,
    chains,
    get accounts() {
      return accounts();
    },
    features: {
      [StandardConnect]: connect,
      [StandardDisconnect]: disconnect,
      [StandardEvents]: events,
      [SolanaSignMessage]: signMessage,
      [SolanaSignTransaction]: signTransaction,
      [SolanaSignAndSendTransaction]: signAndSendTransaction,
    },
    address,
    isAuthorized: () => authorized,
    disconnectSite: () => setAuthorized(false),
  };
}
