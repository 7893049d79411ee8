import type { NameRecord } from "@foyer/protocol";
import type { ChainAdapter } from "../adapter/ChainAdapter.js";
import type { Accounts } from "../connection/account/accountsStore.js";
import type { ConnectionState } from "../connection/connectionState.js";
import type { Clock } from "../effects/clock.js";
import type { Networks } from "../network/networksStore.js";
import type { Persistence } from "../persistence/createPersistence.js";
import type { Router } from "../router/routerStore.js";
import type { Store } from "../store/createStore.js";
import type { ChainNamespace } from "../types/chain.js";
import type { NameRegistrationState } from "./nameRegistrationState.js";

/**
 * What the names flows use of an instance: its `FoyerContext` fits. Spelled out rather than
 * imported, since the flows ride in the account-data chunk, which the instance's services
 * import: naming the context here would close a loop.
 */
export interface NameFlowContext {
  accounts: Accounts;
  networks: Networks;
  connection: Store<ConnectionState>;
  router: Router;
  clock: Clock;
  persistence: Persistence;
  adapterFor(namespace: ChainNamespace): ChainAdapter | undefined;
  report(error: unknown): void;
}

/** The names flows, over one instance's blockchain API (see `AccountDataServices.names`). */
export interface NameFlows {
  /** Shows the identity of the eip155 account's address `key` (lowercase) on the account. */
  showIdentity(ctx: NameFlowContext, key: string): Promise<void>;
  /** behaviour §4 name registration of `label` under `zone`, its progress in `store`. */
  register(
    ctx: NameFlowContext,
    store: Store<NameRegistrationState>,
    label: string,
    zone: string,
  ): Promise<NameRecord | undefined>;
}
