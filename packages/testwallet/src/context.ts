import type { PrivateKeyAccount } from "viem";
import type { ApprovalQueue } from "./approvals.js";
import type { ChainRegistry } from "./chains.js";
import type { ChainConfig } from "./types.js";

/** What method handlers get from the wallet that owns them. */
export interface WalletContext {
  readonly account: PrivateKeyAccount;
  readonly chains: ChainRegistry;
  readonly approvals: ApprovalQueue;
  isAuthorized(): boolean;
  /** Grants this site the account, remembers it and emits accountsChanged. */
  authorize(): void;
  /** Forgets the site and emits accountsChanged([]). */
  revoke(): void;
  /** Throws 4100 unless the site has the account (or, given, that it is ours). */
  requireAuthorized(address?: string): void;
  /** A JSON-RPC call to the active chain's node. */
  node(method: string, params?: readonly unknown[] | object): Promise<unknown>;
  /** Selects a known chain, remembers it and emits chainChanged when it changed. */
  switchChain(chainId: number): void;
  addChain(chain: ChainConfig): void;
  /** Runs tasks one at a time so parallel sends do not pick the same nonce. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
}

export type MethodHandler = (params: unknown, method: string) => Promise<unknown>;
export type MethodTable = Readonly<Record<string, MethodHandler>>;
