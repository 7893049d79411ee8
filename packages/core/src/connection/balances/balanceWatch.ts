import type { TransactionSubmission } from "../../adapter/ChainAdapter.js";
import type { ChainNamespace } from "../../types/chain.js";

/**
 * The instance's one way of keeping balances true after the account moves
 * funds: whatever sent a transaction (the modal's send, a dApp through the
 * adapter's provider, the embedded wallet's approval) hands it here, and the
 * native and token balances are read again once it is mined, past the 30 s
 * caches of behaviour §9 (core's, the client's and the server's).
 */
export interface BalanceWatch {
  /**
   * Waits for the submission to be mined (through the namespace's adapter),
   * then refreshes the balances of the account that was active when it was
   * handed over — unless another account is active by then. Following the
   * same submission twice waits once.
   */
  follow(namespace: ChainNamespace, submission: TransactionSubmission): Promise<void>;
  /** Refreshes the active account's native and token balances now, past every cache. */
  refresh(namespace: ChainNamespace): Promise<void>;
  /**
   * Funds received announce themselves to nobody: while a view shows balances, they are read
   * every few seconds (see `createBalanceFollow`) until the returned function is called.
   */
  followShown(options?: BalanceFollowOptions): () => void;
  /** Stops following for good (the instance is destroyed). */
  stop(): void;
}

/** What a view that shows balances asks to be kept fresh. */
export interface BalanceFollowOptions {
  /** Token balances too (the Tokens tab): each read then also asks the server, past its cache. */
  tokens?: boolean;
}
