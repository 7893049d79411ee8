import type { Clock } from "../../effects/clock.js";
import { ApiError } from "../../errors/apiError.js";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import { type AccountApi, BALANCE_NAMESPACES } from "./accountApi.js";
import { namespaceOf } from "./blockchainContext.js";
import type { TokenBalanceItem } from "./blockchainTypes.js";
import type { SupportedChains } from "./supportedChains.js";
import { filterTokenBalances } from "./tokenBalanceFilter.js";

/** Behaviour §5, §9: after a failed token balance fetch, wait 30 s before trying again. */
export const BALANCE_RETRY_AFTER_FAILURE_MS = 30_000;

/**
 * What the UI gets from a balance load. 'unavailable' carries the behaviour §8
 * toast text 'Token Balance Unavailable'; 'throttled' means a failure was
 * less than 30 s ago, so nothing was asked and the UI keeps what it shows.
 */
export type TokenBalanceResult =
  | { status: "ok"; balances: TokenBalanceItem[] }
  | { status: "unavailable"; message: UserText; error?: FoyerError }
  | { status: "throttled"; retryAt: number };

/** Fresh balances of one account on one network, after a forced load. */
export interface TokenBalancesRefreshed {
  address: string;
  caipNetworkId: string;
  balances: TokenBalanceItem[];
}

/** Loads token balances with the behaviour §5 rules. */
export interface TokenBalanceLoader {
  load(request: {
    address: string;
    caipNetworkId: string;
    forceUpdate?: boolean;
  }): Promise<TokenBalanceResult>;
  /**
   * Hears every forced load that succeeded, whoever asked for it (the core
   * after a mined transaction), so a view showing that account's balances
   * can take the new ones without asking again. Returns the unsubscribe.
   */
  onRefreshed(listener: (update: TokenBalancesRefreshed) => void): () => void;
}

/** Options of `createTokenBalanceLoader`. */
export interface TokenBalanceLoaderOptions {
  account: AccountApi;
  chains: SupportedChains;
  clock: Clock;
}

function asFoyerError(error: unknown): FoyerError {
  return error instanceof FoyerError
    ? error
    : new ApiError(coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable), {
        code: "TOKEN_BALANCE_UNAVAILABLE",
        cause: error,
      });
}

/**
 * Loads token balances for the account view with the spec's rules: decimals
 * '0' dropped, 'Token Balance Unavailable' for networks the API does not
 * serve and for failures, and no new try within 30 s of a failure (per
 * account and network, so one failing chain does not hold back another).
 */
export function createTokenBalanceLoader(options: TokenBalanceLoaderOptions): TokenBalanceLoader {
  const { account, chains, clock } = options;
  const lastFailure = new Map<string, number>();
  const listeners = new Set<(update: TokenBalancesRefreshed) => void>();
  const unavailable = (error?: FoyerError): TokenBalanceResult =>
    error
      ? {
          status: "unavailable",
          message: coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
          error,
        }
      : {
          status: "unavailable",
          message: coreText("tokenBalanceUnavailable", messages.tokenBalanceUnavailable),
        };

  return {
    async load({ address, caipNetworkId, forceUpdate }) {
      const key = `${caipNetworkId}:${address.toLowerCase()}`;
      const failedAt = lastFailure.get(key);
      if (failedAt !== undefined && clock.now() - failedAt < BALANCE_RETRY_AFTER_FAILURE_MS) {
        return { status: "throttled", retryAt: failedAt + BALANCE_RETRY_AFTER_FAILURE_MS };
      }
      let shown: TokenBalanceItem[];
      try {
        if (!BALANCE_NAMESPACES.includes(namespaceOf(caipNetworkId))) return unavailable();
        if (!(await chains.isSupported(caipNetworkId))) return unavailable();
        const { balances } = await account.getBalance({
          address,
          caipNetworkId,
          ...(forceUpdate ? { forceUpdate } : {}),
        });
        lastFailure.delete(key);
        shown = filterTokenBalances(balances);
      } catch (error) {
        lastFailure.set(key, clock.now());
        return unavailable(asFoyerError(error));
      }
      if (forceUpdate) {
        for (const listener of [...listeners])
          listener({ address, caipNetworkId, balances: shown });
      }
      return { status: "ok", balances: shown };
    },
    onRefreshed(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
