import type { CreateConnectorFn } from "@wagmi/core";
import type { InjectedProvider } from "./discovery.js";
import type { SentSubmission } from "./sentSubmission.js";

/** Methods whose success puts a transaction on its way. */
const SENDING = /^(eth_sendTransaction|wallet_sendCalls)$/;

/**
 * The provider as callers see it: the wallet's own object, except that
 * `request` also reports each transaction the wallet accepted — after the
 * answer is handed back, so the caller never waits for it. Everything else,
 * methods included, runs on the wallet's object itself, so class providers
 * with private state keep working.
 */
function watchedProvider<P extends object>(
  provider: P,
  onSent: (submission: SentSubmission) => void,
): P {
  return new Proxy(provider, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property !== "request") return value.bind(target);
      return async (args: { method: string; params?: unknown }) => {
        const answer: unknown = await value.call(target, args);
        if (SENDING.test(args.method)) {
          // Read on the first send (its own chunk). A report that fails costs a
          // balance refresh, never the caller's answer.
          import("./sentSubmission.js")
            .then((m) => m.reportSent(target as InjectedProvider, args, answer, onSent))
            .catch(() => {});
        }
        return answer;
      };
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
        if (typeof provider !== "object" || provider === null) return provider;
        let wrapped = watched.get(provider);
        if (!wrapped) {
          wrapped = watchedProvider(provider, (submission) =>
            onSent(params.emitter.uid, submission),
          );
          watched.set(provider, wrapped);
        }
        return wrapped;
      },
    };
  };
}
