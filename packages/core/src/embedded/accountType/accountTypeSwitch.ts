import { canSwitchAccountType } from "../../connection/account/accountTypeRules.js";
import { FoyerError, userTextOf } from "../../errors/FoyerError.js";
import { foyerMessages } from "../../errors/foyerMessages.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import type { Store } from "../../store/createStore.js";
import type { AccountType, CaipNetworkId } from "../../types/chain.js";
import { authConnector } from "../authConnector.js";
import type { EmbeddedState } from "../embeddedState.js";
import type { EmbeddedWalletUser } from "../embeddedWallet.js";
import { persistEvmAccountType } from "./preferredAccountType.js";

/**
 * After get-user: the account's type and deployment as the frame reports them, and the networks
 * with smart accounts (persisted as behaviour §3's comma list, and in the embedded store for views).
 */
export async function adoptEmbeddedUser(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  user: EmbeddedWalletUser,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  const connector = authConnector(ctx);
  if (connector?.chain !== "eip155") return;
  if (user.accountType !== undefined) {
    const type = user.accountType;
    ctx.accounts.update("eip155", (a) => ({
      ...a,
      preferredAccountType: type,
      smartAccountDeployed: user.smartAccountDeployed ?? false,
    }));
  }
  if (!wallet?.getSmartAccountEnabledNetworks) return;
  try {
    const enabled = await wallet.getSmartAccountEnabledNetworks();
    ctx.persistence.smartAccountEnabledNetworks.set(enabled);
    store.setState({
      smartAccounts: { ...store.getState().smartAccounts, enabledNetworks: enabled },
    });
  } catch (error) {
    ctx.report(error);
  }
}

/** The networks with smart accounts as CAIP-2 ids, from what the wallet last said. */
function enabledNetworks(store: Store<EmbeddedState>): CaipNetworkId[] {
  return store.getState().smartAccounts.enabledNetworks.map((id) => `eip155:${id}` as const);
}

/**
 * Behaviour §4 account type switch for the embedded wallet: allowed by `canSwitchAccountType`, then
 * the frame acts as the other account; its provider announces the new address (accountsChanged),
 * which moves the account, balances and activity. Refusals and failures land in the store.
 */
export async function switchAccountType(
  ctx: FoyerContext,
  store: Store<EmbeddedState>,
  target: AccountType,
): Promise<void> {
  const wallet = ctx.options.embeddedWallet;
  const set = (patch: Partial<EmbeddedState["smartAccounts"]>) =>
    store.setState({ smartAccounts: { ...store.getState().smartAccounts, ...patch } });
  const network = ctx.networks.store.getState().activeNetworks.eip155;
  const account = ctx.accounts.get("eip155");
  const connector = authConnector(ctx);
  if (!wallet?.setPreferredAccountType || !connector || !account.address || !network) {
    set({ error: coreText("notConnectedToEmailOrSocial", messages.notConnectedToEmailOrSocial) });
    return;
  }
  const allowed = canSwitchAccountType(
    {
      current: account.preferredAccountType,
      network: network.caipNetworkId,
      smartAccountEnabledNetworks: enabledNetworks(store),
    },
    target,
  );
  if (!allowed) {
    set({ error: coreText("smartAccountNotEnabled", foyerMessages.smartAccountNotEnabled) });
    return;
  }
  set({ switching: true, error: undefined });
  try {
    const result = await wallet.setPreferredAccountType(target);
    ctx.accounts.update("eip155", (a) => ({ ...a, preferredAccountType: result.type }));
    persistEvmAccountType(ctx, result.type);
    set({ switching: false });
  } catch (error) {
    ctx.report(error);
    const message =
      error instanceof FoyerError || error instanceof Error
        ? userTextOf(error)
        : coreText("failedToConnect", messages.failedToConnect);
    set({ switching: false, error: message });
  }
}
