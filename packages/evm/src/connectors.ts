import type { Connector, ConnectorType } from "@foyer/core";
import type { Config, CreateConnectorFn, Connector as WagmiConnector } from "@wagmi/core";

/** How a connector shows up in the core, beside what wagmi knows (id, name). */
export interface ConnectorInfo {
  type: ConnectorType;
  /** Overrides the wagmi connector's name. */
  name?: string;
  imageUrl?: string;
  imageId?: string;
  explorerId?: string;
  rdns?: string;
}

interface Entry {
  connector: Connector;
  wagmi: WagmiConnector;
}

/** The adapter's connectors: the core's view and the wagmi connector behind each. */
export interface ConnectorRegistry {
  /** Sets the connector up in wagmi and lists it; an id already listed is kept as is. */
  add(create: CreateConnectorFn, info: ConnectorInfo): Connector;
  remove(id: string): void;
  has(id: string): boolean;
  list(): readonly Connector[];
  wagmi(id: string): WagmiConnector | undefined;
  /** The core id of the wagmi connector with this uid. */
  idOf(uid: string): string | undefined;
}

/**
 * Connectors are added to a live wagmi config through `config._internal`,
 * the same path wagmi's own EIP-6963 discovery takes; the public API only
 * accepts connectors at `createConfig` time, and wallets announce later.
 */
export function createConnectorRegistry(
  config: Config,
  onChange: (connectors: readonly Connector[]) => void,
): ConnectorRegistry {
  const entries = new Map<string, Entry>();
  const list = (): readonly Connector[] => [...entries.values()].map((e) => e.connector);

  return {
    add(create, info) {
      const wagmi = config._internal.connectors.setup(create);
      const existing = entries.get(wagmi.id);
      if (existing) return existing.connector;
      const connector: Connector = {
        id: wagmi.id,
        name: info.name ?? wagmi.name,
        chain: "eip155",
        type: info.type,
        ...(info.imageUrl ? { imageUrl: info.imageUrl } : {}),
        ...(info.imageId ? { imageId: info.imageId } : {}),
        ...(info.explorerId ? { explorerId: info.explorerId } : {}),
        ...(info.rdns ? { info: { rdns: info.rdns } } : {}),
      };
      entries.set(connector.id, { connector, wagmi });
      config._internal.connectors.setState((all) => [...all, wagmi]);
      onChange(list());
      return connector;
    },
    remove(id) {
      const entry = entries.get(id);
      if (!entry) return;
      entries.delete(id);
      config._internal.connectors.setState((all) => all.filter((c) => c.uid !== entry.wagmi.uid));
      onChange(list());
    },
    has: (id) => entries.has(id),
    list,
    wagmi: (id) => entries.get(id)?.wagmi,
    idOf(uid) {
      for (const entry of entries.values()) if (entry.wagmi.uid === uid) return entry.connector.id;
      return undefined;
    },
  };
}
