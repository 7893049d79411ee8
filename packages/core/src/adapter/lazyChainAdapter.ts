import { createEmitter } from "@foyer/protocol";
import { loadOnce } from "../effects/loadOnce.js";
import { ConnectionError } from "../errors/connectionError.js";
import { messages } from "../errors/messages.js";
import type { ChainNamespace } from "../types/chain.js";
import type { AdapterEvents, AdapterTransactionRequest, ChainAdapter } from "./ChainAdapter.js";
import type { Connector } from "./connector.js";

/** What the modal must know of a lazily loaded adapter before its code is there. */
export interface LazyChainAdapterOptions {
  /** The loaded adapter's `pairingOnly`. Default false. */
  pairingOnly?: boolean;
}

/**
 * A {@link ChainAdapter} whose code loads in its own chunk, so a page pays for a namespace
 * only once it runs: `lazyChainAdapter("solana", () => import("@foyer/solana").then((m) =>
 * m.createSolanaAdapter(options)))`. Loading starts at once (wallet discovery must run
 * before the modal opens) but off the first load. Until it is done the adapter lists no
 * connectors; then its connectors arrive as `connectorsChanged` and every event is
 * forwarded. Calls made meanwhile wait for it. A failed load rejects them with 'No
 * ConnectionController client found' (the load's error as its cause) and is retried on the
 * next call.
 *
 * `pairingOnly` is the loaded adapter's own answer, given up front because the modal reads
 * it when it opens, which may come before the load (see {@link ChainAdapter.pairingOnly}).
 */
export function lazyChainAdapter<A extends ChainAdapter>(
  namespace: ChainNamespace,
  load: () => Promise<A>,
  options: LazyChainAdapterOptions = {},
): ChainAdapter & { loaded(): Promise<A> } {
  const emitter = createEmitter<AdapterEvents>();
  let adapter: A | undefined;
  const get = loadOnce(() =>
    load().then(
      (ready) => {
        adapter = ready;
        const events: (keyof AdapterEvents)[] = [
          "connected",
          "accountsChanged",
          "chainChanged",
          "disconnected",
          "connectorsChanged",
          "pairingUri",
        ];
        for (const event of events) {
          ready.on(event, (payload) => emitter.emit(event, payload as never));
        }
        emitter.emit("connectorsChanged", { connectors: ready.getConnectors() });
        return ready;
      },
      (error: unknown) => {
        // The namespace has no client to act through: its code did not load (offline, a
        // chunk gone after a deploy). The load's own error stays as the cause.
        throw new ConnectionError(messages.noConnectionClient, {
          code: "NO_CONNECTION_CLIENT",
          cause: error,
          details: { namespace },
        });
      },
    ),
  );
  // Discovery starts now; a failure here is reported by the first call that needs the adapter.
  void get().catch(() => undefined);
  const none: readonly Connector[] = [];
  return {
    namespace,
    ...(options.pairingOnly ? { pairingOnly: true } : {}),
    // Only EVM has gas: another namespace's adapter omits `estimateGas`, and so does its
    // stand-in, so `foyer.estimateGas` still answers undefined there.
    ...(namespace === "eip155"
      ? {
          estimateGas: async (request: AdapterTransactionRequest) => {
            const ready = await get();
            if (!ready.estimateGas) throw new Error("the eip155 adapter estimates no gas");
            return ready.estimateGas(request);
          },
        }
      : {}),
    on: emitter.on,
    loaded: get,
    getConnectors: () => adapter?.getConnectors() ?? none,
    connect: async (connectorId, options) => (await get()).connect(connectorId, options),
    reconnect: async (connectorId, options) => (await get()).reconnect(connectorId, options),
    disconnect: async (connectorId) => (await get()).disconnect(connectorId),
    switchNetwork: async (connectorId, network) =>
      (await get()).switchNetwork(connectorId, network),
    getBalance: async (request) => (await get()).getBalance(request),
    signMessage: async (request) => (await get()).signMessage(request),
    sendTransaction: async (request) => (await get()).sendTransaction(request),
    // Optional on the loaded adapter: answered as a namespace without them would.
    quoteFees: async (request) => {
      const ready = await get();
      return ready.quoteFees ? ready.quoteFees(request) : [];
    },
    estimateFee: async (request) => {
      const ready = await get();
      if (!ready.estimateFee) throw new Error(`the ${namespace} adapter prices no fee`);
      return ready.estimateFee(request);
    },
    waitForTransaction: async (submission) => (await get()).waitForTransaction?.(submission),
    getProvider: async (connectorId, network) => (await get()).getProvider?.(connectorId, network),
    // A pairing can only be pending on a loaded adapter; the reason picks its error.
    cancelPairing(reason) {
      adapter?.cancelPairing?.(reason);
    },
    // The warm-up never throws: a failed load is reported by the connect that needs it.
    preparePairing() {
      get().then(
        (ready) => ready.preparePairing?.(),
        () => undefined,
      );
    },
  };
}
