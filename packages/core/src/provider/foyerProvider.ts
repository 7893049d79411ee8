import type { Connection } from "../adapter/connection.js";
import type { AdapterProvider, FoyerProviderNamespace, FoyerProviders } from "./walletProvider.js";

/**
 * The active wallet of a namespace as a library takes it: the adapter's provider for the
 * connection plus the connection's account and network. `undefined` when the adapter
 * handed over another namespace's provider or the connection has no account.
 */
export function toFoyerProvider<N extends FoyerProviderNamespace>(
  namespace: N,
  connection: Connection,
  provided: AdapterProvider,
): FoyerProviders[N] | undefined {
  const [first] = connection.accounts;
  if (!first || provided.namespace !== namespace) return undefined;
  const base = {
    connectorId: connection.connectorId,
    address: first.address,
    caipNetworkId: connection.caipNetwork.caipNetworkId,
  };
  switch (provided.namespace) {
    case "eip155":
      return {
        ...base,
        namespace: "eip155",
        address: first.address as `0x${string}`,
        chainId: Number(connection.caipNetwork.id),
        provider: provided.provider,
      } satisfies FoyerProviders["eip155"] as FoyerProviders[N];
    case "solana":
      return {
        ...base,
        namespace: "solana",
        wallet: provided.wallet,
        account: provided.account,
        chain: provided.chain,
      } satisfies FoyerProviders["solana"] as FoyerProviders[N];
    case "bip122": {
      const payment = connection.accounts.find((a) => a.type === "payment") ?? first;
      return {
        ...base,
        address: payment.address,
        namespace: "bip122",
        payment,
        ordinals: connection.accounts.find((a) => a.type === "ordinal"),
        signer: provided.signer,
      } satisfies FoyerProviders["bip122"] as FoyerProviders[N];
    }
  }
}

/** What identifies the provider a connection gives: a change in any of it is a new answer. */
export function providerKey(connection: Connection | undefined): string {
  if (!connection) return "";
  const accounts = connection.accounts.map((a) => `${a.type}:${a.address}`).join(",");
  return `${connection.connectorId}|${accounts}|${connection.caipNetwork.caipNetworkId}`;
}
