import {
  type CaipNetwork,
  type ChainAdapter,
  type ConnectionAccount,
  ConnectionError,
  type Connector,
  createClientError,
  normalizeWalletError,
} from "@foyer/core";
import {
  type AdapterEvents,
  type AdapterFeeOption,
  type AdapterTransactionRequest,
  coreText,
  createEmitter,
  formatUnits,
  messages,
  withWalletErrors,
} from "@foyer/core/internal";
import { BitcoinNetworkType, MessageSigningProtocols, type Provider } from "@sats-connect/core";
import { base64 } from "@scure/base";
import { Transaction } from "@scure/btc-signer";
import { createEsploraClient, type EsploraClient } from "./esplora/esploraClient.js";
import { feeRateOptions } from "./esplora/feeOptions.js";
import { bitcoinParams, caipOfWalletNetwork } from "./networks.js";
import { bitcoinAccounts } from "./satsConnect/accounts.js";
import { announcedProviders, toConnector } from "./satsConnect/discovery.js";
import {
  PURPOSES,
  type WalletAddress,
  type WalletRpc,
  WalletRpcError,
  walletRpc,
} from "./satsConnect/walletRpc.js";
import { buildTransfer, TransferError } from "./transfer/buildTransfer.js";
import { toSendError, toSignPsbtError } from "./transfer/sendErrors.js";

export interface BitcoinAdapterOptions {
  /** The app's bip122 networks (others are ignored): the chains a wallet must be on one of. */
  networks: readonly CaipNetwork[];
  /** The Esplora base for a network; default its first `rpcUrls.default` URL (the server's proxy). */
  esploraUrl?: (network: CaipNetwork) => string | undefined;
  /** Default the page's `fetch`. */
  fetch?: typeof fetch;
  /** The announced wallets; default @sats-connect/core's `getProviders()` (`window.btc_providers`). */
  providers?: () => readonly Provider[];
  /** How long a send waits for its block (default 60 s); the local chain mines at once. */
  confirmTimeoutMs?: number;
}

/** A PSBT for the wallet to sign, as sats-connect's `signPsbt` takes it. */
export interface BitcoinPsbtRequest {
  connectorId: string;
  /** The PSBT's bytes. */
  psbt: Uint8Array;
  /** Address → indexes of the inputs it signs. */
  signInputs: Record<string, number[]>;
  /** Whether the wallet broadcasts it too. */
  broadcast?: boolean;
}

export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: "bip122";
  quoteFees: NonNullable<ChainAdapter["quoteFees"]>;
  waitForTransaction: NonNullable<ChainAdapter["waitForTransaction"]>;
  /** Signs with the protocol asked for: ECDSA (the legacy "Bitcoin Signed Message") or BIP-322. */
  signMessageWith(request: {
    connectorId: string;
    address: string;
    message: string;
    protocol: "ECDSA" | "BIP322";
  }): Promise<string>;
  /** The wallet signs the PSBT; resolves with the signed PSBT and the txid when it broadcast it. */
  signPsbt(request: BitcoinPsbtRequest): Promise<{ psbt: Uint8Array; txid?: string }>;
  /** Stops following wallet events. */
  destroy(): void;
}

/** What a connected wallet is on and what stops its event listeners. */
interface Session {
  network: CaipNetwork;
  accounts: ConnectionAccount[];
  stop: () => void;
}

/** JSON-RPC's "method not found": a wallet without network switching. */
const METHOD_NOT_FOUND = -32601;

const WALLET_NETWORK_NAME: Readonly<Record<string, BitcoinNetworkType>> = {
  "bip122:000000000019d6689c085ae165831e93": BitcoinNetworkType.Mainnet,
  "bip122:000000000933ea01ad0ee984209779ba": BitcoinNetworkType.Testnet,
  "bip122:0f9188f13cb7b2c71f2a335e3a4fc328": BitcoinNetworkType.Regtest,
};

/**
 * The Bitcoin chain adapter (`bip122`) on @scure/btc-signer and the sats-connect provider API:
 * wallets that announce themselves in `window.btc_providers` become ANNOUNCED connectors and
 * are called through @sats-connect/core. A connection holds the payment account (first, the
 * active one) and the ordinal account. Sending builds the PSBT here, from the sender's coins
 * read through Esplora, at the fee rate the user chose (`quoteFees` offers slow/normal/fast):
 * sats-connect's `sendTransfer` lets the wallet pick the fee, so it can't honour that choice.
 * The wallet signs the PSBT (`signPsbt`), and the signed transaction is broadcast through
 * Esplora, which is also what tells when it is in a block.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): BitcoinAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === "bip122");
  const emitter = createEmitter<AdapterEvents>();
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const providers = options.providers ?? announcedProviders;
  const sessions = new Map<string, Session>();
  const esploraClients = new Map<string, EsploraClient>();

  const esploraFor = (network: CaipNetwork): EsploraClient => {
    const base = options.esploraUrl?.(network) ?? network.rpcUrls.default.http[0];
    if (!base)
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
    let client = esploraClients.get(base);
    if (!client) {
      client = createEsploraClient(base, fetcher);
      esploraClients.set(base, client);
    }
    return client;
  };
  const listedNetwork = (caipNetworkId: string | undefined) =>
    networks.find((network) => network.caipNetworkId === caipNetworkId);
  const connectors = (): Connector[] => providers().map(toConnector);
  const rpcOf = (connectorId: string): WalletRpc => {
    if (!providers().some((provider) => provider.id === connectorId)) {
      throw createClientError("PROVIDER_NOT_FOUND", { connectorId });
    }
    return walletRpc(connectorId);
  };
  const sessionOf = (connectorId: string): Session => {
    const session = sessions.get(connectorId);
    if (!session) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
    return session;
  };

  /** Behaviour §5/§8: a wallet on none of the app's Bitcoin networks is refused. */
  function requireListed(walletNetwork: string | undefined): CaipNetwork {
    const network = listedNetwork(caipOfWalletNetwork(walletNetwork));
    if (!network) {
      throw new ConnectionError(
        coreText("connectorSupportsNoRequestedChain", messages.connectorSupportsNoRequestedChain),
        {
          code: "NO_REQUESTED_CHAIN",
          details: {
            walletNetwork,
            requested: networks.map((n) => n.caipNetworkId),
          },
        },
      );
    }
    return network;
  }

  function end(connectorId: string): void {
    sessions.get(connectorId)?.stop();
    sessions.delete(connectorId);
  }

  function follow(connectorId: string, rpc: WalletRpc): () => void {
    const offs = [
      rpc.on({
        eventName: "accountChange",
        cb: (event) => {
          const session = sessions.get(connectorId);
          if (!session) return;
          const accounts = bitcoinAccounts(event.addresses ?? []);
          if (accounts.length === 0) end(connectorId);
          else session.accounts = accounts;
          emitter.emit("accountsChanged", { connectorId, accounts });
        },
      }),
      rpc.on({
        eventName: "networkChange",
        cb: (event) => {
          const session = sessions.get(connectorId);
          const caipNetworkId = caipOfWalletNetwork(event.bitcoin.name);
          if (!session || !caipNetworkId) return;
          const network = listedNetwork(caipNetworkId);
          if (network) session.network = network;
          emitter.emit("chainChanged", { connectorId, caipNetworkId });
        },
      }),
      rpc.on({
        eventName: "disconnect",
        cb: () => {
          if (!sessions.has(connectorId)) return;
          end(connectorId);
          emitter.emit("disconnected", { connectorId });
        },
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }

  /** Asks the wallet for its network and accounts (`prompt`: wallet_connect, else wallet_getAccount). */
  async function open(connectorId: string, prompt: boolean) {
    const rpc = rpcOf(connectorId);
    let addresses: readonly WalletAddress[];
    let walletNetwork: string | undefined;
    if (prompt) {
      const result = await rpc.call("wallet_connect", { addresses: PURPOSES });
      addresses = result.addresses;
      walletNetwork = result.network?.bitcoin?.name;
    } else {
      // wallet_getAccount answers a site the wallet still trusts, and never prompts.
      const result = await rpc.call("wallet_getAccount", null);
      addresses = result.addresses;
      walletNetwork = result.network?.bitcoin?.name;
    }
    walletNetwork ??= (await rpc.call("wallet_getNetwork", null)).bitcoin.name;
    let network: CaipNetwork;
    try {
      network = requireListed(walletNetwork);
    } catch (error) {
      // Leave nothing half-open in the wallet for a connection the app can't use.
      if (prompt) await rpc.call("wallet_disconnect", null).catch(() => undefined);
      throw error;
    }
    const accounts = bitcoinAccounts(addresses);
    if (accounts.length === 0) throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
    end(connectorId);
    sessions.set(connectorId, { network, accounts, stop: follow(connectorId, rpc) });
    return { connectorId, accounts, caipNetwork: network };
  }

  /** The sending account of a connected connector: it must be one of the connection's. */
  function sender(connectorId: string, address: string): ConnectionAccount {
    const account = sessionOf(connectorId).accounts.find((entry) => entry.address === address);
    if (!account?.publicKey) {
      throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId, address });
    }
    return account;
  }

  async function unsignedTransfer(request: AdapterTransactionRequest, feeRate: number) {
    const network = listedNetwork(request.caipNetwork.caipNetworkId) ?? request.caipNetwork;
    const params = bitcoinParams(network.caipNetworkId);
    if (!params)
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
    const account = sender(request.connectorId, request.from);
    const esplora = esploraFor(network);
    const utxos = await esplora.utxos(request.from);
    return {
      esplora,
      transfer: buildTransfer({
        caipNetworkId: network.caipNetworkId,
        params,
        from: { address: account.address, publicKey: account.publicKey ?? "" },
        to: request.to.trim(),
        amount: request.value,
        feeRate,
        utxos,
      }),
    };
  }

  async function rates(network: CaipNetwork) {
    return feeRateOptions(await esploraFor(network).feeEstimates());
  }

  async function signPsbt(request: BitcoinPsbtRequest) {
    const rpc = rpcOf(request.connectorId);
    sessionOf(request.connectorId);
    let result: { psbt: string; txid?: string | undefined };
    try {
      result = await rpc.call("signPsbt", {
        psbt: base64.encode(request.psbt),
        signInputs: request.signInputs,
        broadcast: request.broadcast ?? false,
      });
    } catch (error) {
      throw toSignPsbtError(error);
    }
    return {
      psbt: base64.decode(result.psbt),
      ...(result.txid === undefined ? {} : { txid: result.txid }),
    };
  }

  async function waitConfirmed(esplora: EsploraClient, txid: string): Promise<void> {
    const deadline = Date.now() + (options.confirmTimeoutMs ?? 60_000);
    for (let delay = 250; ; delay = Math.min(delay * 2, 5_000)) {
      if (await esplora.confirmed(txid)) return;
      if (Date.now() > deadline) throw new Error(`${txid} was not mined in time`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    namespace: "bip122",
    on: emitter.on,
    getConnectors: connectors,

    connect: (connectorId) =>
      withWalletErrors(
        () => open(connectorId, true),
        (error) =>
          normalizeWalletError(error, {
            USER_REJECTED: coreText("connectionRejected", messages.connectionRejected),
          }),
      ),

    reconnect: (connectorId) => withWalletErrors(() => open(connectorId, false)),

    disconnect: (connectorId) =>
      withWalletErrors(async () => {
        const connected = sessions.has(connectorId);
        end(connectorId);
        if (connected && providers().some((provider) => provider.id === connectorId)) {
          await walletRpc(connectorId).call("wallet_disconnect", null);
        }
      }),

    // sats-connect's wallet_changeNetwork: the wallet asks its user, then the accounts of that
    // network (another address prefix, on mainnet other keys) replace the connection's.
    switchNetwork: (connectorId, caipNetwork) =>
      withWalletErrors(async () => {
        const session = sessionOf(connectorId);
        if (session.network.caipNetworkId === caipNetwork.caipNetworkId) return;
        const network = listedNetwork(caipNetwork.caipNetworkId);
        const name = WALLET_NETWORK_NAME[caipNetwork.caipNetworkId];
        if (!network || !name) {
          throw createClientError("CHAIN_NOT_CONFIGURED", {
            caipNetworkId: caipNetwork.caipNetworkId,
          });
        }
        const rpc = rpcOf(connectorId);
        try {
          await rpc.call("wallet_changeNetwork", { name });
        } catch (error) {
          if (!(error instanceof WalletRpcError) || error.code !== METHOD_NOT_FOUND) throw error;
          throw createClientError("CHAIN_SWITCHING_NOT_SUPPORTED", {
            connectorId,
            wallet: WALLET_NETWORK_NAME[session.network.caipNetworkId],
            requested: name,
          });
        }
        const accounts = bitcoinAccounts((await rpc.call("wallet_getAccount", null)).addresses);
        if (accounts.length === 0)
          throw createClientError("CONNECTOR_NOT_CONNECTED", { connectorId });
        session.network = network;
        session.accounts = accounts;
        emitter.emit("accountsChanged", { connectorId, accounts });
      }),

    getBalance: ({ address, caipNetwork }) =>
      withWalletErrors(async () => {
        const sats = await esploraFor(caipNetwork).balance(address);
        const { decimals, symbol } = caipNetwork.nativeCurrency;
        return { balance: formatUnits(sats, decimals), symbol };
      }),

    // Sign in with X verifies BIP-322 (the server's verifier), so that is the default.
    signMessage: ({ connectorId, address, message }) =>
      withWalletErrors(() => signWith({ connectorId, address, message, protocol: "BIP322" })),
    signMessageWith: (request) => withWalletErrors(() => signWith(request)),

    quoteFees: (request) =>
      withWalletErrors(async () => {
        const options = await rates(request.caipNetwork);
        const quotes: AdapterFeeOption[] = [];
        let refusal: unknown;
        for (const option of options) {
          try {
            const { transfer } = await unsignedTransfer(request, option.satPerVbyte);
            quotes.push({ speed: option.speed, rate: option.satPerVbyte, fee: transfer.fee });
          } catch (error) {
            // A faster rate the coins can't pay for is left out; none at all is the problem.
            if (!(error instanceof TransferError && error.problem.kind === "insufficientFunds"))
              throw error;
            refusal = error;
          }
        }
        if (quotes.length === 0) throw refusal;
        return quotes;
      }, toSendError),

    sendTransaction: (request) =>
      withWalletErrors(async () => {
        const feeRate =
          request.feeRate ??
          (await rates(request.caipNetwork)).find((option) => option.speed === "normal")
            ?.satPerVbyte ??
          1;
        const { esplora, transfer } = await unsignedTransfer(request, feeRate);
        const signed = await signPsbt({
          connectorId: request.connectorId,
          psbt: transfer.psbt,
          signInputs: { [request.from]: transfer.inputs },
        });
        let raw: string;
        try {
          const tx = Transaction.fromPSBT(signed.psbt);
          // A wallet may hand back signatures only (the usual) or a finalised PSBT.
          if (!tx.isFinal) tx.finalize();
          raw = tx.hex;
        } catch (error) {
          throw toSignPsbtError(error);
        }
        const txid = await esplora.broadcast(raw);
        await waitConfirmed(esplora, txid);
        return txid;
      }, toSendError),

    signPsbt: (request) => withWalletErrors(() => signPsbt(request), toSendError),

    waitForTransaction: (submission) =>
      withWalletErrors(async () => {
        if (submission.kind !== "transaction") return;
        const network = listedNetwork(submission.caipNetworkId);
        if (!network) throw createClientError("CHAIN_NOT_CONFIGURED", submission);
        await waitConfirmed(esploraFor(network), submission.hash);
      }),

    // A signer bound to the connector: the same sats-connect calls the adapter makes.
    getProvider: async (connectorId) => {
      if (!sessions.has(connectorId)) return undefined;
      return {
        namespace: "bip122",
        signer: {
          signMessage: ({ address, message, protocol }) =>
            withWalletErrors(() =>
              signWith({ connectorId, address, message, protocol: protocol ?? "BIP322" }),
            ),
          signPsbt: (request) =>
            withWalletErrors(() => signPsbt({ connectorId, ...request }), toSendError),
        },
      };
    },

    destroy() {
      for (const connectorId of [...sessions.keys()]) end(connectorId);
    },
  };

  async function signWith(request: {
    connectorId: string;
    address: string;
    message: string;
    protocol: "ECDSA" | "BIP322";
  }): Promise<string> {
    sender(request.connectorId, request.address);
    const result = await rpcOf(request.connectorId).call("signMessage", {
      address: request.address,
      message: request.message,
      protocol:
        request.protocol === "ECDSA"
          ? MessageSigningProtocols.ECDSA
          : MessageSigningProtocols.BIP322,
    });
    return result.signature;
  }
}
