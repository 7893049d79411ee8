import { useCallback, useSyncExternalStore } from "react";

/** What a hook needs of a core store: read it and hear about changes. */
export interface Subscribable<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads a slice of a core store and re-renders when it changes. The selector
 * must return something that keeps its identity while unchanged (a field of
 * the state, a primitive): `useSyncExternalStore` compares with `Object.is`,
 * and a fresh object per read would re-render forever.
 */
export function useStore<S, T>(store: Subscribable<S>, select: (state: S) => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store]);
  const read = () => select(store.getState());
  return useSyncExternalStore(subscribe, read, read);
}
