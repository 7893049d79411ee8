import type { NameRecord } from "@foyer/protocol";
import type { FoyerContext } from "../instance/context.js";
import type { FoyerServices } from "../instance/services.js";
import { createStore, type Store } from "../store/createStore.js";
import type { NameRegistrationState } from "./nameRegistrationState.js";

/** Account-name registration for the active eip155 account (behaviour §4, §9: names are eip155 only). */
export interface FoyerNames {
  readonly store: Store<NameRegistrationState>;
  /**
   * Registers `label` under `zone` (as the server's suggestions name it): builds the
   * registration message, has the wallet sign it, posts it. On success the account shows
   * the name and the modal moves to RegisterAccountNameSuccess; on failure it stays on (or
   * returns to) RegisterAccountName with `error` set. Resolves with the record, or undefined.
   */
  register(label: string, zone: string): Promise<NameRecord | undefined>;
}

/**
 * The instance's names: a small store, the profile-name sync, and the flows, fetched with the
 * account-data chunk on first use so the first page load carries neither the message format
 * nor the registration steps. Each new eip155 address (behaviour §9: names are eip155 only) is
 * looked up once, and the account shows its name (behaviour §3 profileName, profileImage).
 */
export function createFoyerNames(
  ctx: FoyerContext,
  services: FoyerServices,
): FoyerNames & { stop(): void } {
  const store = createStore<NameRegistrationState>({ draft: "", status: "idle" });
  // The flows ride in the account-data chunk: a chunk of their own would cost the first load.
  const flows = () => services.accountData().then((data) => data.names);
  let asked: string | undefined;
  const stop = ctx.accounts.store.subscribe(() => {
    const key = ctx.accounts.get("eip155").address?.toLowerCase();
    if (key === asked) return;
    asked = key;
    if (key) void flows().then((names) => names.showIdentity(ctx, key), ctx.report);
  });
  return {
    store,
    stop,
    register: (label, zone) => flows().then((names) => names.register(ctx, store, label, zone)),
  };
}
