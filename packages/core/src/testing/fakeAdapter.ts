import { createEmitter } from "@foyer/protocol";
import type { AdapterEvents, ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Connection, ConnectionAccount } from "../adapter/connection.js";
import type { Connector } from "../adapter/connector.js";
import type { Eip1193Provider } from "../provider/walletProvider.js";
import type { ChainNamespace } from "../types/chain.js";

export interface FakeAdapterOptions {
  namespace?: ChainNamespace;
  connectors: readonly Connector[];
  /** Accounts each connector answers with; default one eoa account per connector. */
  accounts?: Readonly<Record<string, readonly ConnectionAccount[]>>;
}

/** A scripted wallet side for tests: every call is recorded, failures are set per method. */
export interface FakeAdapter extends ChainAdapter {
  readonly calls: string[];
  /** Connectors whose session survives a reload, so `reconnect` succeeds. */
  readonly sessions: Set<string>;
  /** Make the next call of `method` reject with `error`. */
  failNext(method: "connect" | "reconnect" | "disconnect" | "switchNetwork", error: unknown): void;
  /** Play a wallet-side event. */
  emit: ReturnType<typeof createEmitter<AdapterEvents>>["emit"];
}

export function createFakeAdapter(options: FakeAdapterOptions): FakeAdapter {
  const namespace = options.namespace ?? "eip155";
  const emitter = createEmitter<AdapterEvents>();
  const calls: string[] = [];
  const sessions = new Set<string>();
  const failures = new Map<string, unknown>();
  const providers = new Map<string, Eip1193Provider>();
  const accountsOf = (connectorId: string): readonly ConnectionAccount[] =>
    options.accounts?.[connectorId] ?? [{ address: `0x${connectorId}`, type: "eoa" }];

  async function step(method: string, detail: string): Promise<void> {
    calls.push(`${method}:${detail}`);
    if (failures.has(method)) {
      const error = failures.get(method);
      failures.delete(method);
      throw error;
    }
  }

  return {
    namespace,
    calls,
    sessions,
    on: emitter.on,
    emit: emitter.emit,
    failNext: (method, error) => failures.set(method, error),
    getConnectors: () => options.connectors,
    async connect(connectorId, { caipNetwork }): Promise<Connection> {
      await step("connect", connectorId);
      sessions.add(connectorId);
      return { connectorId, accounts: accountsOf(connectorId), caipNetwork };
    },
    async reconnect(connectorId, { caipNetwork }): Promise<Connection> {
      await step("reconnect", connectorId);
      if (!sessions.has(connectorId)) throw new Error(`no session for ${connectorId}`);
      return { connectorId, accounts: accountsOf(connectorId), caipNetwork };
    },
    async disconnect(connectorId) {
      await step("disconnect", connectorId);
      sessions.delete(connectorId);
    },
    async switchNetwork(connectorId, caipNetwork) {
      await step("switchNetwork", `${connectorId}:${caipNetwork.caipNetworkId}`);
    },
    async getBalance({ caipNetwork }) {
      calls.push(`getBalance:${caipNetwork.caipNetworkId}`);
      return { balance: "1.5", symbol: caipNetwork.nativeCurrency.symbol };
    },
    async signMessage({ message }) {
      calls.push(`signMessage:${message}`);
      return "0xsignature";
    },
    async sendTransaction({ to }) {
      calls.push(`sendTransaction:${to}`);
      return "0xhash";
    },
    // eip155 only: one EIP-1193 provider per connector that answers its accounts.
    async getProvider(connectorId) {
      calls.push(`getProvider:${connectorId}`);
      if (namespace !== "eip155" || !sessions.has(connectorId)) return undefined;
      let provider = providers.get(connectorId);
      if (!provider) {
        provider = {
          request: async ({ method }) => {
            calls.push(`request:${connectorId}:${method}`);
            return method === "eth_accounts" ? accountsOf(connectorId).map((a) => a.address) : null;
          },
        };
        providers.set(connectorId, provider);
      }
      return { namespace: "eip155", provider };
    },
  };
}

/** An EVM connector fixture. */
export function evmConnector(id: string, patch: Partial<Connector> = {}): Connector {
  return { id, name: id.toUpperCase(), chain: "eip155", type: "INJECTED", ...patch };
}
