import type { NameRecord } from "@foyer/protocol";
import type { FoyerContext } from "../instance/context.js";
import type { FoyerServices } from "../instance/services.js";
import { createStore, type Store } from "../store/createStore.js";
import type { NameRegistrationState } from "./nameRegistrationState.js";

/** Account-name registration for the active eip155 account (SPEC §4, §9: names are eip155 only). */
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
 * The instance's names: a small store, the profile-name sync, and the flows, fetched as a
 * chunk of their own on first use so the first page load carries neither the message format
 * nor the registration steps. Each new eip155 address (SPEC §9: names are eip155 only) is
 * looked up once, and the account shows its name (SPEC §3 profileName, profileImage).
 */
export function createFoyerNames(
  ctx: FoyerContext,
  services: FoyerServices,
): FoyerNames & { stop(): void } {
  const store = createStore<NameRegistrationState>({ draft: "", status: "idle" });
  const flows = () => import("./nameFlows.js");
  let asked: string | undefined;
  const stop = ctx.accounts.store.subscribe(() => {
    const key = ctx.accounts.get("eip155").address?.toLowerCase();
    if (key === asked) return;
    asked = key;
    if (key) void flows().then((m) => m.showIdentity(ctx, services, key));
  });
  return {
    store,
    stop,
    register: (label, zone) =>
      flows().then((m) => m.registerAccountName({ ctx, services, store }, label, zone)),
  };
}
