import type { CaipNetworkId } from "@foyer/core";
import { isRecord } from "@foyer/protocol";
import type { InjectedProvider } from "./discovery.js";

/** What a wallet accepted, before the adapter names the connector. */
export type SentSubmission =
  | { caipNetworkId: CaipNetworkId; kind: "transaction"; hash: string }
  | { caipNetworkId: CaipNetworkId; kind: "calls"; id: string };

const HASH = /^0x[0-9a-fA-F]{64}$/;

function chainIdOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === "string" && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  }
  return undefined;
}

/**
 * The transaction a successful wallet request sent, if it sent one:
 * `eth_sendTransaction` answers the hash, EIP-5792 `wallet_sendCalls` an
 * object with the batch id (or, before v2, the id itself). The chain is the
 * one the request names, else `walletChainId` (the wallet's chain when it
 * answered). Anything else — other methods, answers of the wrong shape — is
 * undefined.
 */
export function sentSubmission(
  method: string,
  params: unknown,
  answer: unknown,
  walletChainId: unknown,
): SentSubmission | undefined {
  const first = Array.isArray(params) ? params[0] : undefined;
  const chainId =
    chainIdOf(isRecord(first) ? first.chainId : undefined) ?? chainIdOf(walletChainId);
  if (chainId === undefined) return undefined;
  const caipNetworkId: CaipNetworkId = `eip155:${chainId}`;
  if (method === "eth_sendTransaction") {
    return typeof answer === "string" && HASH.test(answer)
      ? { caipNetworkId, kind: "transaction", hash: answer }
      : undefined;
  }
  if (method === "wallet_sendCalls") {
    const id = isRecord(answer) ? answer.id : answer;
    return typeof id === "string" && id !== "" ? { caipNetworkId, kind: "calls", id } : undefined;
  }
  return undefined;
}

/** Whether the request names its chain, so the wallet need not be asked for its own. */
export function chainIdNamedIn(params: unknown): boolean {
  const first = Array.isArray(params) ? params[0] : undefined;
  return isRecord(first) && chainIdOf(first.chainId) !== undefined;
}

/**
 * Tells `onSent` what a successful sending request sent, asking the wallet
 * for its chain when the request named none.
 */
export async function reportSent(
  provider: InjectedProvider,
  args: { method: string; params?: unknown },
  answer: unknown,
  onSent: (submission: SentSubmission) => void,
): Promise<void> {
  const walletChainId = chainIdNamedIn(args.params)
    ? undefined
    : await provider.request({ method: "eth_chainId" }).catch(() => undefined);
  const submission = sentSubmission(args.method, args.params, answer, walletChainId);
  if (submission) onSent(submission);
}
