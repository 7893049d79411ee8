import type { Emitter } from "@foyer/protocol";
import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Connection } from "../adapter/connection.js";
import type { Connector } from "../adapter/connector.js";
import type { Accounts } from "../connection/account/accountsStore.js";
import type { BalanceWatch } from "../connection/balances/balanceWatch.js";
import type { ConnectionState } from "../connection/connectionState.js";
import type { Clock } from "../effects/clock.js";
import type { EmbeddedState } from "../embedded/embeddedState.js";
import type { Features } from "../features/featureTypes.js";
import type { LegalState } from "../legal/legalConsent.js";
import type { Logger } from "../logging/createLogger.js";
import type { Alerts } from "../modal/alertStore.js";
import type { Modal } from "../modal/modalStore.js";
import type { Networks } from "../network/networksStore.js";
import type { Persistence } from "../persistence/createPersistence.js";
import type { Router } from "../router/routerStore.js";
import type { SiwxFlow, SiwxState } from "../siwx/signInFlow.js";
import type { Store } from "../store/createStore.js";
import type { ToastStore } from "../toast/createToastStore.js";
import type { CaipNetwork, ChainNamespace } from "../types/chain.js";
import type { FoyerOptions } from "./options.js";

/** What an instance announces to the host. */
export interface FoyerEvents {
  connect: { namespace: ChainNamespace; connection: Connection };
  /** The last connection of a namespace ended (behaviour §4 "when none remain, a disconnect event fires"). */
  disconnect: { namespace: ChainNamespace };
  /** A connection switch finished, and what it changed (behaviour §4). */
  connectionSwitch: { namespace: ChainNamespace; accountChanged: boolean; walletChanged: boolean };
  networkChange: { network: CaipNetwork };
}

export interface ConnectorsState {
  connectors: readonly Connector[];
}

export interface FeaturesState {
  features: Features;
  /**
   * Whether the server's fiat values are a devnet's prices (its DEX pools and fixed numbers) or
   * a market's, as its config answer says; undefined until it says. Views mark devnet prices.
   */
  prices?: "devnet" | "market";
}

/** The stores of one instance. */
export interface FoyerStores {
  modal: Modal;
  router: Router;
  alerts: Alerts;
  accounts: Accounts;
  networks: Networks;
  connection: Store<ConnectionState>;
  connectors: Store<ConnectorsState>;
  features: Store<FeaturesState>;
  toast: ToastStore;
  /** Sign-in state (behaviour §4): enabled, required, checking/signing, the active session. */
  siwx: Store<SiwxState>;
  /** Embedded wallet: email login and update steps, approval pending. */
  embedded: Store<EmbeddedState>;
  /** The app's terms and privacy links and whether the visitor accepted them before connecting. */
  legal: Store<LegalState>;
}

/** Everything the instance's actions share; created once per instance, never global. */
export interface FoyerContext extends FoyerStores {
  options: FoyerOptions;
  clock: Clock;
  persistence: Persistence;
  events: Emitter<FoyerEvents>;
  /** The sign-in flow; its checks and actions are no-ops or throw when SIWX is off. */
  signIn: SiwxFlow;
  /** Refreshes balances past every cache once the account's transactions are mined. */
  balances: BalanceWatch;
  adapterFor(namespace: ChainNamespace): ChainAdapter | undefined;
  /**
   * The networks the provider server serves (its supported chains, asked once per instance),
   * or undefined when that is not known (no server, the list failed). Chain reads through the
   * server's proxy skip the networks it leaves out.
   */
  servedNetworks?(): Promise<ReadonlySet<string> | undefined>;
  /** Hands a background failure to the host's reporter and the log. */
  report(error: unknown): void;
  /** The instance's log buffer before connecting. */
  logger: Logger;
}
