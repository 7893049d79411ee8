import { ConnectionError } from "../errors/connectionError.js";

/**
 * After destroy() an instance no longer hears its adapters, so acting through them would leave
 * the stores wrong: those calls fail with behaviour §8's client-not-set messages instead.
 */
export interface LiveGuard {
  /** Runs `run` while the instance lives; after destroy(), rejects with `message`. */
  live<T>(message: string, run: () => Promise<T>): Promise<T>;
  readonly destroyed: boolean;
  destroy(): void;
}

export function createLiveGuard(): LiveGuard {
  let destroyed = false;
  return {
    live: (message, run) => (destroyed ? Promise.reject(clientNotSet(message)) : run()),
    get destroyed() {
      return destroyed;
    },
    destroy() {
      destroyed = true;
    },
  };
}

function clientNotSet(message: string): ConnectionError {
  return new ConnectionError(message, { code: "CLIENT_NOT_SET" });
}
