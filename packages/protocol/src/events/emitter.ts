/** Maps each event name (a key) to the payload its listeners receive. */
export type EventMap = object;

/** A typed event emitter; one per owner (an adapter, an instance, a wallet), nothing shared. */
export interface Emitter<E extends EventMap> {
  /** Adds a listener and returns the function that removes it. */
  on<K extends keyof E>(event: K, listener: (payload: E[K]) => void): () => void;
  /** Removes a listener added with {@link Emitter.on} (EIP-1193's `removeListener`). */
  off<K extends keyof E>(event: K, listener: (payload: E[K]) => void): void;
  emit<K extends keyof E>(event: K, payload: E[K]): void;
}

/**
 * Creates an {@link Emitter}. A listener that throws does not stop the others: its error goes
 * to `onListenerError` with the event's name.
 */
export function createEmitter<E extends EventMap>(
  onListenerError: (error: unknown, event: keyof E) => void = () => {},
): Emitter<E> {
  const listeners = new Map<keyof E, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (value: typeof payload) => void)(payload);
        } catch (error) {
          onListenerError(error, event);
        }
      }
    },
  };
}
