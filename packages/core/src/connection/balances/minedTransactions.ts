import type { TransactionSubmission } from "../../adapter/ChainAdapter.js";
import type { AccountDataServices } from "../../instance/accountDataServices.js";
import type { FoyerContext } from "../../instance/context.js";
import type { ChainNamespace } from "../../types/chain.js";
import { type BalanceFollow, createBalanceFollow } from "./balanceFollow.js";
import { refreshBalance } from "./refreshBalanceFlow.js";

/** What the balance watch needs beyond the context. */
export interface BalanceWatchDeps {
  getCtx: () => FoyerContext;
  /** The instance's account-data clients; undefined without a provider server. */
  accountData: (() => Promise<AccountDataServices>) | undefined;
}

function submissionKey(submission: TransactionSubmission): string {
  const id = submission.kind === "transaction" ? submission.hash : submission.id;
  return `${submission.caipNetworkId}:${submission.kind}:${id.toLowerCase()}`;
}

/**
 * Token balances of the active account, asked of the server with
 * `forceUpdate` (skipping its cache and the client's); the instance's loader
 * hands the answer to every view showing that account.
 */
async function refreshTokenBalances(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  accountData: BalanceWatchDeps["accountData"],
): Promise<void> {
  const { address } = ctx.accounts.get(namespace);
  const network = ctx.networks.store.getState().activeNetworks[namespace];
  if (!accountData || !address || !network) return;
  try {
    const { tokenBalances } = await accountData();
    await tokenBalances.load({ address, caipNetworkId: network.caipNetworkId, forceUpdate: true });
  } catch (error) {
    ctx.report(error);
  }
}

/**
 * The balance watch's working part, loaded on the first transaction (see
 * `createBalanceWatch`). `follow` takes the account that was active when the
 * submission was handed over, since loading this took a moment.
 */
export interface LoadedBalanceWatch {
  follow(
    namespace: ChainNamespace,
    submission: TransactionSubmission,
    caipAddress: string | undefined,
  ): Promise<void>;
  refresh(namespace: ChainNamespace): Promise<void>;
  /** Reads the balances views show while they show them. */
  shown: BalanceFollow;
}

/** Creates the working part of the instance's balance watch. */
export function createLoadedBalanceWatch({
  getCtx,
  accountData,
}: BalanceWatchDeps): LoadedBalanceWatch {
  const following = new Map<string, Promise<void>>();

  const refresh = async (namespace: ChainNamespace): Promise<void> => {
    const ctx = getCtx();
    await Promise.all([
      refreshBalance(ctx, namespace, { force: true }),
      refreshTokenBalances(ctx, namespace, accountData),
    ]);
  };

  return {
    refresh,
    shown: createBalanceFollow(getCtx),
    follow(namespace, submission, caipAddress) {
      const key = submissionKey(submission);
      const running = following.get(key);
      if (running) return running;
      const ctx = getCtx();
      const run = (async () => {
        try {
          await ctx.adapterFor(namespace)?.waitForTransaction?.(submission);
        } catch (error) {
          // Not knowing when it was mined is no reason to keep showing stale balances.
          ctx.report(error);
        }
        if (!caipAddress || ctx.accounts.get(namespace).caipAddress !== caipAddress) return;
        await refresh(namespace);
      })().finally(() => following.delete(key));
      following.set(key, run);
      return run;
    },
  };
}
