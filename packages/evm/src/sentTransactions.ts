import type { CreateConnectorFn } from "@wagmi/core";
import type { InjectedProvider } from "./discovery.js";
import type { SentSubmission } from "./sentSubmission.js";

/** Methods whose success puts a transaction on its way. */
const SENDING_METHODS: ReadonlySet<string> = new Set(["eth_sendTransaction", "wallet_sendCalls"]);

/**
 * Tells `onSent` what a successful sending request sent. Its reading of the
 * request and answer loads on the first send: the page's first load carries
 * only the interception.
 */
async function report(
  provider: InjectedProvider,
  args: { method: string; params?: unknown },
  answer: unknown,
  onSent: (submission: SentSubmission) => void,
): Promise<void> {
  const { chainIdNamedIn, sentSubmission } = await import("./sentSubmission.js");
  const walletChainId = chainIdNamedIn(args.params)
    ? undefined
    : await provider.request({ method: "eth_chainId" }).catch(() => undefined);
  const submission = sentSubmission(args.method, args.params, answer, walletChainId);
  if (submission) onSent(submission);
}

/**
 * The provider as callers see it: every method and property of the wallet's
 * own, with `request` reporting each transaction the wallet accepted (after
 * the answer is handed back, so the caller never waits for it). Methods run
 * on the wallet's object itself, so class providers with private state keep
 * working.
 */
function watchedProvider<P extends InjectedProvider>(
  provider: P,
  onSent: (submission: SentSubmission) => void,
): P {
  const request: InjectedProvider["request"] = async (args) => {
    const answer = await provider.request(args);
    if (SENDING_METHODS.has(args.method)) {
      // Missing a report costs a balance refresh, never the caller's answer.
      report(provider, args, answer, onSent).catch(() => {});
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
        if (typeof provider !== "object" || provider === null || !("request" in provider)) {
          return provider;
        }
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
