import type { CaipNetworkId } from "@foyer/core";
import { isRecord } from "@foyer/protocol";
import type { CreateConnectorFn } from "@wagmi/core";
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

/** Methods whose success puts a transaction on its way. */
export const SENDING_METHODS: ReadonlySet<string> = new Set([
  "eth_sendTransaction",
  "wallet_sendCalls",
]);

function chainIdNamedIn(params: unknown): boolean {
  const first = Array.isArray(params) ? params[0] : undefined;
  return isRecord(first) && chainIdOf(first.chainId) !== undefined;
}

/**
 * The provider as callers see it: every method and property of the wallet's
 * own, with `request` reporting each transaction the wallet accepted. Methods
 * run on the wallet's object itself, so class providers with private state
 * keep working.
 */
function watchedProvider<P extends InjectedProvider>(
  provider: P,
  onSent: (submission: SentSubmission) => void,
): P {
  const request: InjectedProvider["request"] = async (args) => {
    const answer = await provider.request(args);
    if (SENDING_METHODS.has(args.method)) {
      const walletChainId = chainIdNamedIn(args.params)
        ? undefined
        : await provider.request({ method: "eth_chainId" }).catch(() => undefined);
      const submission = sentSubmission(args.method, args.params, answer, walletChainId);
      if (submission) onSent(submission);
    }
    return answer;
  };
  return new Proxy(provider, {
    get(target, property) {
      if (property === "request") return request;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Wraps a connector so every transaction its wallet accepts is reported,
 * whoever asked: the adapter's own send, or a dApp that took the provider
 * from the connector (`connector.getProvider()`). One wrapped provider per
 * wallet provider, so identity checks on it hold.
 */
export function withSentTransactions(
  create: CreateConnectorFn,
  onSent: (uid: string, submission: SentSubmission) => void,
): CreateConnectorFn {
  return (params) => {
    const base = create(params);
    const watched = new WeakMap<object, unknown>();
    return {
      ...base,
      async getProvider(...args: Parameters<typeof base.getProvider>) {
        const provider: unknown = await base.getProvider.apply(this, args);
        if (!isRecord(provider) || typeof provider.request !== "function") return provider;
        let wrapped = watched.get(provider);
        if (wrapped === undefined) {
          wrapped = watchedProvider(provider as unknown as InjectedProvider, (submission) =>
            onSent(params.emitter.uid, submission),
          );
          watched.set(provider, wrapped);
        }
        return wrapped;
      },
    };
  };
}
