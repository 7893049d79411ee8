import type { Connector } from "../adapter/connector.js";
import type { Route, WalletChoice } from "./views.js";

/** Finds the connector that is this registry wallet: same registry id, same rdns, or same id. */
export function findConnectorForWallet(
  wallet: WalletChoice,
  connectors: readonly Connector[],
): Connector | undefined {
  return connectors.find(
    (connector) =>
      connector.explorerId === wallet.id ||
      connector.id === wallet.id ||
      (wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns),
  );
}

/**
 * Choosing a wallet (behaviour §2): a known connector opens ConnectingExternal,
 * otherwise the wallet is reached by pairing in ConnectingWalletConnect.
 */
export function viewForWalletChoice(wallet: WalletChoice, connectors: readonly Connector[]): Route {
  const connector = findConnectorForWallet(wallet, connectors);
  return connector
    ? { view: "ConnectingExternal", params: { connector } }
    : { view: "ConnectingWalletConnect", params: { wallet } };
}
