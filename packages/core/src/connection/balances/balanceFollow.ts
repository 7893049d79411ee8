import type { FoyerContext } from "../../instance/context.js";
import { shouldReadChain } from "../../network/servedReads.js";
import type { BalanceFollowOptions } from "./balanceWatch.js";

/**
 * Between two reads of a shown balance. Funds the account receives (which no send of its own
 * announces) show within this, and a page showing a balance asks its chain once per interval,
 * never more: the next read is planned when the last one has answered.
 */
export const BALANCE_FOLLOW_MS = 4_000;

/** Keeps the balances views show true while they show them. */
export interface BalanceFollow {
  /**
   * While the returned function has not been called, the active account's native balance is
   * read every {@link BALANCE_FOLLOW_MS}; a change refreshes it and the token balances past
   * every cache. With `tokens`, the token balances are read each time too.
   */
  follow(options?: BalanceFollowOptions): () => void;
  /** Stops reading, whoever still follows (the instance is destroyed). */
  stop(): void;
}

/**
 * The instance's balance follow: no timer runs while nothing shows a balance, one runs while
 * something does, however many views follow.
 */
export function createBalanceFollow(
  getCtx: () => FoyerContext,
  intervalMs = BALANCE_FOLLOW_MS,
): BalanceFollow {
  const followers = new Set<BalanceFollowOptions>();
  let timer: unknown;
  // A read in flight plans the next when it answers, so a follower joining meanwhile
  // never starts a second timer.
  let reading = false;
  let stopped = false;

  const plan = () => {
    if (stopped || reading || timer !== undefined || followers.size === 0) return;
    timer = getCtx().clock.setTimeout(() => {
      timer = undefined;
      reading = true;
      void read().finally(() => {
        reading = false;
        plan();
      });
    }, intervalMs);
  };

  async function read(): Promise<void> {
    const ctx = getCtx();
    const namespace = ctx.networks.store.getState().activeNamespace;
    const account = ctx.accounts.get(namespace);
    const network = ctx.networks.store.getState().activeNetworks[namespace];
    const adapter = ctx.adapterFor(namespace);
    if (!account.address || !account.caipAddress || !network || !adapter) return;
    // Every read of a network the server does not serve through its proxy would answer 400.
    if (!(await shouldReadChain(network, ctx.servedNetworks))) return;
    if ([...followers].some((options) => options.tokens)) {
      await ctx.balances.refresh(namespace);
      return;
    }
    try {
      const { balance } = await adapter.getBalance({
        address: account.address,
        caipNetwork: network,
      });
      const now = ctx.accounts.get(namespace);
      if (now.caipAddress !== account.caipAddress || now.balance === balance) return;
    } catch (error) {
      ctx.report(error);
      return;
    }
    await ctx.balances.refresh(namespace);
  }

  return {
    follow(options = {}) {
      const entry = { ...options };
      followers.add(entry);
      plan();
      return () => {
        followers.delete(entry);
        if (followers.size === 0 && timer !== undefined) {
          getCtx().clock.clearTimeout(timer);
          timer = undefined;
        }
      };
    },
    stop() {
      stopped = true;
      followers.clear();
      if (timer !== undefined) getCtx().clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
