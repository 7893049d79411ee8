import type { ProviderEventName, ProviderEvents } from "./types.js";

type Listener = (payload: never) => void;

export interface ProviderEmitter {
  on(event: string, listener: Listener): void;
  off(event: string, listener: Listener): void;
  emit<E extends ProviderEventName>(event: E, payload: ProviderEvents[E]): void;
}

/**
 * EIP-1193 event listeners of one wallet. Event names are plain strings at
 * runtime because libraries subscribe to names this wallet never emits.
 */
export function createProviderEmitter(): ProviderEmitter {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (value: typeof payload) => void)(payload);
        } catch (error) {
          // A dApp's broken handler must not stop the others or the wallet.
          console.error(`[foyer-testwallet] ${event} listener threw`, error);
        }
      }
    },
  };
}
