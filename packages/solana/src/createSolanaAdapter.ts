import {
  type CaipNetwork,
  type ChainAdapter,
  type Connection,
  type ConnectionAccount,
  type Connector,
  createClientError,
  type EmbeddedWallet,
  type FetchLike,
  normalizeWalletError,
} from "@foyer/core";
import {
  type AdapterEvents,
  coreText,
  createEmitter,
  formatUnits,
  messages,
  withWalletErrors,
} from "@foyer/core/internal";
import { type Base64EncodedWireTransaction, getBase58Decoder, getBase64Decoder } from "@solana/kit";
import type { Wallets } from "@wallet-standard/app";
import type { Wallet, WalletAccount } from "@wallet-standard/base";
import {
  createEmbeddedSolana,
  EMBEDDED_SOLANA_CONNECTOR_ID,
  embeddedSolanaConnector,
} from "./embedded/embeddedSolana.js";
import { embeddedStandardWallet } from "./embedded/embeddedStandardWallet.js";
import { createRpcRegistry, type SolanaRpc } from "./rpc.js";
import type { SolanaSendOptions } from "./sendOptions.js";
import { toSendError } from "./transactions/chainErrors.js";
import { confirmSignature } from "./transactions/confirm.js";
import { buildTransfer, transferFee } from "./transactions/transfer.js";
import { walletChainOf } from "./walletStandard/chains.js";
import { toConnector, watchSolanaWallets } from "./walletStandard/discovery.js";
import { featuresOf, solanaAccounts } from "./walletStandard/features.js";

export interface SolanaAdapterOptions {
  /** The app's solana networks; others are ignored. */
  networks: readonly CaipNetwork[];
  /** The page's Wallet Standard registry; default `getWallets()` of `@wallet-standard/app`. */
  wallets?: Wallets;
  /** Where reads and broadcasts go; default the network's first `rpcUrls.default` URL (the proxy). */
  rpcUrl?: (network: CaipNetwork) => string | undefined;
  /** Skip the 'test' ping each network's RPC connection sends when it opens (behaviour §7). */
  disableProviderPing?: boolean;
  /** The fetch RPC calls go through; default the page's. */
  fetch?: FetchLike;
  /** How long `reconnect` waits for a wallet that has not registered yet (default 1,500 ms). */
  reconnectWaitMs?: number;
  /**
   * Adds the embedded wallet's Solana AUTH connector (id "foyer-embedded-solana", name
   * "Email"); its key lives in the wallet's frame. Pass the wallet given to `createFoyer`.
   */
  embeddedWallet?: EmbeddedWallet;
}

export type { SolanaSendOptions } from "./sendOptions.js";

/** A transaction for the wallet: wire bytes (signatures may be empty) on a network. */
export interface SolanaTransactionRequest {
  connectorId: string;
  address: string;
  caipNetwork: CaipNetwork;
  transaction: Uint8Array;
}

export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: "solana";
  /** The wallet signs; resolves with the signed wire transaction. */
  signTransaction(request: SolanaTransactionRequest): Promise<Uint8Array>;
  /** The wallet signs each, in one approval where it can. */
  signAllTransactions(
    request: Omit<SolanaTransactionRequest, "transaction"> & {
      transactions: readonly Uint8Array[];
    },
  ): Promise<Uint8Array[]>;
  /** The wallet signs and the transaction is sent (by the wallet when it can); resolves with the base58 signature once confirmed. */
  signAndSendTransaction(
    request: SolanaTransactionRequest & { options?: SolanaSendOptions },
  ): Promise<string>;
  /** Stops following the wallet registry and wallet events. */
  destroy(): void;
}

const base58 = getBase58Decoder();

/**
 * The Solana chain adapter (`solana`) on @solana/kit and the Wallet Standard: wallets that
 * register on the page become ANNOUNCED connectors; transfers are built with the System and
 * Token programs' clients and signed by the wallet. Wallets have no "current network": the
 * adapter keeps the network each connection is on and names it to the wallet per request.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === "solana");
  const emitter = createEmitter<AdapterEvents>();
  const rpcFor = createRpcRegistry(
    options.rpcUrl ?? ((network) => network.rpcUrls.default.http[0]),
    {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.disableProviderPing ? { disableProviderPing: true } : {}),
    },
  );
  const watch = watchSolanaWallets(
    (wallets) => emitter.emit("connectorsChanged", { connectors: connectorsOf(wallets) }),
    ...(options.wallets ? [options.wallets] : []),
  );
  const embedded = options.embeddedWallet
    ? createEmbeddedSolana(options.embeddedWallet)
    : undefined;
  /** The embedded wallet's connection: its account and network, when connected. */
  let embeddedSession: { address: string; network: CaipNetwork } | undefined;
  const isEmbedded = (connectorId: string) =>
    embedded !== undefined && connectorId === EMBEDDED_SOLANA_CONNECTOR_ID;
  const connectorsOf = (wallets: readonly Wallet[]): Connector[] => [
    ...wallets.map(toConnector),
    ...(embedded ? [embeddedSolanaConnector()] : []),
  ];
  async function connectEmbedded(caipNetwork: CaipNetwork, restoring = false): Promise<Connection> {
    if (!embedded)
      throw createClientError("PROVIDER_NOT_FOUND", { connectorId: EMBEDDED_SOLANA_CONNECTOR_ID });
    const connection = await embedded.connect(caipNetwork, restoring);
    const first = connection.accounts[0];
    if (first) embeddedSession = { address: first.address, network: caipNetwork };
    return connection;
  }
  // The frame signed out (session lost or expired): the embedded account leaves too.
  void embedded
    ?.onSignedOut(() => {
      if (!embeddedSession) return;
      embeddedSession = undefined;
      emitter.emit("accountsChanged", { connectorId: EMBEDDED_SOLANA_CONNECTOR_ID, accounts: [] });
    })
    .catch(() => undefined);
  /** The network each connected wallet is on, and the listener on its events. */
  const sessions = new Map<
    string,
    { network: CaipNetwork; stopEvents: () => void; address: string }
  >();

  const walletOf = (connectorId: string): Wallet => {
    const wallet = watch.find(connectorId);
    if (!wallet) throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
    return wallet;
  };
  const accountsOf = (wallet: Wallet, network: CaipNetwork): WalletAccount[] => {
    const chain = walletChainOf(network);
    const accounts = solanaAccounts(wallet.accounts);
    const onChain = accounts.filter((account) => account.chains.includes(chain));
    return onChain.length > 0 ? onChain : accounts;
  };
  const toConnectionAccounts = (accounts: readonly WalletAccount[]): ConnectionAccount[] =>
    accounts.map((account) => ({
      address: account.address,
      type: "eoa",
      publicKey: base58.decode(account.publicKey),
    }));

  function follow(connectorId: string, wallet: Wallet): () => void {
    const events = featuresOf(wallet).events;
    if (!events) return () => {};
    return events.on("change", (change) => {
      if (!change.accounts) return;
      const session = sessions.get(connectorId);
      if (!session) return;
      const accounts = accountsOf(wallet, session.network);
      if (accounts.length === 0) {
        end(connectorId);
        emitter.emit("accountsChanged", { connectorId, accounts: [] });
        return;
      }
      const first = accounts[0];
      if (first) session.address = first.address;
      emitter.emit("accountsChanged", { connectorId, accounts: toConnectionAccounts(accounts) });
    });
  }

  function end(connectorId: string): void {
    sessions.get(connectorId)?.stopEvents();
    sessions.delete(connectorId);
  }

  function establish(connectorId: string, wallet: Wallet, network: CaipNetwork): Connection {
    const accounts = accountsOf(wallet, network);
    const first = accounts[0];
    if (!first) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
    end(connectorId);
    sessions.set(connectorId, {
      network,
      stopEvents: follow(connectorId, wallet),
      address: first.address,
    });
    return { connectorId, accounts: toConnectionAccounts(accounts), caipNetwork: network };
  }

  /** The wallet, account and network of a connected connector for `address`. */
  function connected(connectorId: string, address: string, network?: CaipNetwork) {
    const wallet = walletOf(connectorId);
    const session = sessions.get(connectorId);
    if (!session) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
    const account = solanaAccounts(wallet.accounts).find((entry) => entry.address === address);
    if (!account) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId, address });
    return { wallet, account, network: network ?? session.network };
  }

  async function waitForWallet(connectorId: string): Promise<Wallet> {
    const deadline = Date.now() + (options.reconnectWaitMs ?? 1_500);
    for (;;) {
      const wallet = watch.find(connectorId);
      if (wallet) return wallet;
      if (Date.now() > deadline) throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function signTransactions(
    connectorId: string,
    address: string,
    network: CaipNetwork,
    transactions: readonly Uint8Array[],
  ): Promise<Uint8Array[]> {
    if (isEmbedded(connectorId) && embedded)
      return embedded.signTransactions(transactions, network);
    const { wallet, account } = connected(connectorId, address, network);
    const sign = featuresOf(wallet).signTransaction;
    if (!sign)
      throw createClientError("PROVIDER_NOT_FOUND", {
        connectorId,
        feature: "solana:signTransaction",
      });
    const chain = walletChainOf(network);
    const outputs = await sign.signTransaction(
      ...transactions.map((transaction) => ({ account, transaction, chain })),
    );
    return outputs.map((output) => output.signedTransaction);
  }

  /** Signs and sends: by the wallet when it offers sign-and-send, else signed there and sent here. */
  async function signAndSend(
    request: SolanaTransactionRequest & { options?: SolanaSendOptions },
    lastValidBlockHeight?: bigint,
  ): Promise<string> {
    if (isEmbedded(request.connectorId) && embedded) {
      const network = request.caipNetwork;
      const signature = await embedded.signAndSend(request.transaction, network, {
        preflightCommitment: "confirmed",
        ...request.options,
      });
      await confirmSignature(rpcFor(network), signature, lastValidBlockHeight);
      return signature;
    }
    const { wallet, account, network } = connected(
      request.connectorId,
      request.address,
      request.caipNetwork,
    );
    const rpc: SolanaRpc = rpcFor(network);
    const features = featuresOf(wallet);
    const sendOptions = { preflightCommitment: "confirmed", ...request.options } as const;
    let signature: string;
    if (features.signAndSendTransaction) {
      const [output] = await features.signAndSendTransaction.signAndSendTransaction({
        account,
        transaction: request.transaction,
        chain: walletChainOf(network),
        options: sendOptions,
      });
      if (!output) throw normalizeWalletError(new Error("the wallet returned no signature"));
      signature = base58.decode(output.signature);
    } else {
      const [signed] = await signTransactions(request.connectorId, request.address, network, [
        request.transaction,
      ]);
      if (!signed) throw normalizeWalletError(new Error("the wallet returned no transaction"));
      const wire = getBase64Decoder().decode(signed) as Base64EncodedWireTransaction;
      const { minContextSlot, maxRetries, ...rest } = sendOptions;
      signature = await rpc
        .sendTransaction(wire, {
          encoding: "base64",
          ...rest,
          ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
          ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
        })
        .send();
    }
    await confirmSignature(rpc, signature, lastValidBlockHeight);
    return signature;
  }

  return {
    namespace: "solana",
    on: emitter.on,
    getConnectors: () => connectorsOf(watch.list()),

    connect: (connectorId, { caipNetwork }) =>
      withWalletErrors(
        async () => {
          if (isEmbedded(connectorId)) return connectEmbedded(caipNetwork);
          const wallet = walletOf(connectorId);
          const connect = featuresOf(wallet).connect;
          if (!connect) throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
          if (solanaAccounts(wallet.accounts).length === 0) await connect.connect();
          return establish(connectorId, wallet, caipNetwork);
        },
        (error) =>
          normalizeWalletError(error, {
            USER_REJECTED: coreText("connectionRejected", messages.connectionRejected),
          }),
      ),

    reconnect: (connectorId, { caipNetwork }) =>
      withWalletErrors(async () => {
        if (isEmbedded(connectorId)) return connectEmbedded(caipNetwork, true);
        const wallet = await waitForWallet(connectorId);
        const connect = featuresOf(wallet).connect;
        if (!connect) throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
        // Silent: a wallet that no longer trusts the site answers no accounts, and nothing prompts.
        if (solanaAccounts(wallet.accounts).length === 0) await connect.connect({ silent: true });
        return establish(connectorId, wallet, caipNetwork);
      }),

    disconnect: (connectorId) =>
      withWalletErrors(async () => {
        // The embedded account leaves the session; signing out of the frame is core's (EVM) step.
        if (isEmbedded(connectorId)) {
          embeddedSession = undefined;
          return;
        }
        const wallet = watch.find(connectorId);
        end(connectorId);
        await featuresOf(wallet ?? ({ features: {} } as Wallet)).disconnect?.disconnect();
      }),

    switchNetwork: (connectorId, caipNetwork) =>
      withWalletErrors(async () => {
        if (isEmbedded(connectorId) && embeddedSession) {
          embeddedSession.network = caipNetwork;
          return;
        }
        const session = sessions.get(connectorId);
        if (!session) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
        const wallet = walletOf(connectorId);
        const chain = walletChainOf(caipNetwork);
        // Wallets sign for any cluster they list; one that lists none of this network's can't.
        if (!wallet.chains.includes(chain)) {
          throw createClientError("CHAIN_SWITCHING_NOT_SUPPORTED", { connectorId, chain });
        }
        session.network = caipNetwork;
      }),

    getBalance: ({ address, caipNetwork }) =>
      withWalletErrors(async () => {
        const { value } = await rpcFor(caipNetwork)
          .getBalance(address as never, { commitment: "confirmed" })
          .send();
        const { decimals, symbol } = caipNetwork.nativeCurrency;
        return { balance: formatUnits(value, decimals), symbol };
      }),

    signMessage: ({ connectorId, address, message }) =>
      withWalletErrors(async () => {
        if (isEmbedded(connectorId) && embedded) return embedded.signMessage(address, message);
        const { wallet, account } = connected(connectorId, address);
        const sign = featuresOf(wallet).signMessage;
        if (!sign)
          throw createClientError("PROVIDER_NOT_FOUND", {
            connectorId,
            feature: "solana:signMessage",
          });
        const [output] = await sign.signMessage({
          account,
          message: new TextEncoder().encode(message),
        });
        if (!output) throw normalizeWalletError(new Error("the wallet returned no signature"));
        return base58.decode(output.signature);
      }),

    sendTransaction: (request) =>
      withWalletErrors(async () => {
        const network =
          networks.find((n) => n.caipNetworkId === request.caipNetwork.caipNetworkId) ??
          request.caipNetwork;
        const rpc = rpcFor(network);
        const { transaction, lastValidBlockHeight } = await buildTransfer(rpc, {
          from: request.from,
          to: request.to,
          amount: request.value,
          ...(request.token ? { token: request.token } : {}),
        });
        return signAndSend(
          {
            connectorId: request.connectorId,
            address: request.from,
            caipNetwork: network,
            transaction,
          },
          lastValidBlockHeight,
        );
      }, toSendError),

    estimateFee: (request) =>
      withWalletErrors(async () => {
        const network =
          networks.find((n) => n.caipNetworkId === request.caipNetwork.caipNetworkId) ??
          request.caipNetwork;
        const rpc = rpcFor(network);
        const { transaction } = await buildTransfer(rpc, {
          from: request.from,
          to: request.to,
          amount: request.value,
          ...(request.token ? { token: request.token } : {}),
        });
        return transferFee(rpc, transaction);
      }, toSendError),

    signTransaction: async (request) => {
      const [signed] = await withWalletErrors(() =>
        signTransactions(request.connectorId, request.address, request.caipNetwork, [
          request.transaction,
        ]),
      );
      if (!signed) throw normalizeWalletError(new Error("the wallet returned no transaction"));
      return signed;
    },
    signAllTransactions: (request) =>
      withWalletErrors(() =>
        signTransactions(
          request.connectorId,
          request.address,
          request.caipNetwork,
          request.transactions,
        ),
      ),
    signAndSendTransaction: (request) => withWalletErrors(() => signAndSend(request), toSendError),

    // The Wallet Standard wallet itself (or the embedded wallet dressed as one), with the
    // connection's account and the chain to name for its network.
    getProvider: async (connectorId, caipNetwork) => {
      const chain = walletChainOf(caipNetwork);
      if (isEmbedded(connectorId)) {
        if (!embedded || !embeddedSession) return undefined;
        return {
          namespace: "solana",
          chain,
          ...embeddedStandardWallet(embedded, embeddedSession.address, caipNetwork, chain),
        };
      }
      const session = sessions.get(connectorId);
      const wallet = watch.find(connectorId);
      const [account] = wallet && session ? accountsOf(wallet, caipNetwork) : [];
      if (!wallet || !account) return undefined;
      return { namespace: "solana", wallet, account, chain };
    },

    destroy() {
      watch.stop();
      for (const connectorId of [...sessions.keys()]) end(connectorId);
    },
  };
}
