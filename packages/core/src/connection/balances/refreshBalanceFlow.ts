import type { FoyerContext } from "../../instance/context.js";
import { shouldReadChain } from "../../network/servedReads.js";
import type { ChainNamespace } from "../../types/chain.js";

/** Options of `refreshBalance`. */
export interface RefreshBalanceOptions {
  /**
   * Ask the wallet even when the cache holds a balance: the account just
   * spent or received, so the cached figure is known to be stale.
   */
  force?: boolean;
}

/**
 * Fetches the native balance of the namespace's account in the background.
 * A balance read in the last 30 s (behaviour §9 native balance cache) is shown
 * without asking the wallet again, so flipping between networks or reloading
 * does not hammer the RPC, unless `force` says the balance has changed. A
 * late answer for an account or network that has changed since is dropped; a
 * failure is reported and leaves the balance as it was. A network the provider server does not
 * serve, read through its proxy, is not asked at all (`shouldReadChain`).
 */
export async function refreshBalance(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  options: RefreshBalanceOptions = {},
): Promise<void> {
  const account = ctx.accounts.get(namespace);
  const network = ctx.networks.store.getState().activeNetworks[namespace];
  const adapter = ctx.adapterFor(namespace);
  if (!account.address || !account.caipAddress || !network || !adapter) return;
  if (!(await shouldReadChain(network, ctx.servedNetworks))) return;
  const caipAddress = account.caipAddress;
  const cached = options.force ? undefined : ctx.persistence.balanceCache.get(caipAddress);
  if (cached) {
    ctx.accounts.update(namespace, (a) => ({
      ...a,
      balance: cached.balance,
      balanceSymbol: cached.symbol,
    }));
    return;
  }
  try {
    const { balance, symbol } = await adapter.getBalance({
      address: account.address,
      caipNetwork: network,
    });
    if (ctx.accounts.get(namespace).caipAddress !== caipAddress) return;
    ctx.accounts.update(namespace, (a) => ({ ...a, balance, balanceSymbol: symbol }));
    ctx.persistence.balanceCache.set(caipAddress, { balance, symbol });
  } catch (error) {
    ctx.report(error);
  }
}
