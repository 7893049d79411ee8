import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import { connect } from "../connection/connect/connectFlow.js";
import { requireWalletConnectConnector } from "../connection/connect/findConnector.js";
import { addWalletAlert, connectorsForAdding } from "../connection/connect/multiWalletRules.js";
import { disconnect } from "../connection/disconnect/disconnectFlow.js";
import { reconnect } from "../connection/reconnect/reconnectFlow.js";
import { restoreEmbeddedSession } from "../embedded/email/lazyEmailFlow.js";
import type { EmbeddedState } from "../embedded/embeddedState.js";
import { messages } from "../errors/messages.js";
import { open } from "../modal/modalActions.js";
import { switchNetwork } from "../network/switchNetwork.js";
import type { Route, WalletChoice } from "../router/views.js";
import { viewForWalletChoice } from "../router/walletChoice.js";
import type { Store } from "../store/createStore.js";
import type { ChainNamespace } from "../types/chain.js";
import type { FoyerContext } from "./context.js";
import type { Foyer } from "./foyerInstance.js";
import type { LiveGuard } from "./liveGuard.js";

type ConnectionActions = Pick<
  Foyer,
  | "chooseWallet"
  | "prepareWallet"
  | "connect"
  | "connectWalletConnect"
  | "disconnect"
  | "switchNetwork"
  | "switchConnection"
  | "disconnectConnection"
  | "addWallet"
  | "reconnect"
>;

/** Choosing, connecting, switching and leaving wallets and networks. */
export function connectionActions(
  ctx: FoyerContext,
  deps: {
    guard: LiveGuard;
    adapters: ReadonlyMap<ChainNamespace, ChainAdapter>;
    embedded: Store<EmbeddedState>;
  },
): ConnectionActions {
  const { guard, adapters, embedded } = deps;
  const { connection, connectors, features } = ctx;
  const live = <T>(run: () => Promise<T>) => guard.live(messages.connectionClientNotSet, run);
  /** Where choosing `wallet` leads: its connector, or pairing. */
  const routeForChoice = (wallet: WalletChoice): Route =>
    viewForWalletChoice(
      wallet,
      connectorsForAdding(connectors.getState().connectors, connection.getState().addingWalletTo),
    );
  return {
    chooseWallet: (wallet) => ctx.router.push(routeForChoice(wallet)),
    prepareWallet(wallet) {
      const route = routeForChoice(wallet);
      if (route.view === "ConnectingWalletConnect" && !guard.destroyed) {
        for (const adapter of adapters.values()) adapter.preparePairing?.();
      }
      return route.view;
    },
    connect: (connectorId, namespace) => live(() => connect(ctx, connectorId, namespace)),
    connectWalletConnect: (namespace) =>
      live(async () => {
        const connector = requireWalletConnectConnector(ctx, namespace);
        return connect(ctx, connector.id, connector.chain);
      }),
    disconnect: (namespace) => live(() => disconnect(ctx, namespace)),
    switchNetwork: (network) =>
      guard.live(messages.networkClientNotSet, () => switchNetwork(ctx, network)),
    switchConnection: (namespace, connectorId) =>
      // Multi-wallet only, and only once the user switches: off the first load.
      live(async () => {
        const { switchConnection } = await import(
          "../connection/switching/switchConnectionFlow.js"
        );
        return switchConnection(ctx, namespace, connectorId);
      }),
    // Its own chunk: only the multi-wallet list calls it, so the first load does not carry it.
    disconnectConnection: (namespace, connectorId) =>
      import("../connection/disconnect/disconnectConnectionFlow.js").then((m) =>
        m.disconnectConnection(ctx, namespace, connectorId),
      ),
    addWallet(namespace) {
      const alert = addWalletAlert(
        connection.getState().connections[namespace],
        features.getState().features,
      );
      if (alert) {
        ctx.alerts.raise(alert);
        return false;
      }
      connection.setState({ addingWalletTo: namespace });
      // From inside the modal Back returns to where the user was; from the host it opens.
      if (ctx.modal.store.getState().open) ctx.router.push({ view: "Connect" });
      else open(ctx, { view: "Connect" });
      return true;
    },
    reconnect: () =>
      live(async () => {
        await Promise.all([reconnect(ctx), restoreEmbeddedSession(ctx, embedded)]);
      }),
  };
}
