export type Listener<S> = (state: S, previous: S) => void;

/** A minimal observable state container; every store of an instance is one of these. */
export interface Store<S> {
  getState(): S;
  /** Replace part of the state; listeners run only when something changed by identity. */
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: Listener<S>): () => void;
}

/**
 * Creates a store. Each call returns an independent store: nothing is shared
 * at module level, so two Foyer instances on one page never see each other's state.
 */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<Listener<S>>();
  return {
    getState: () => state,
    setState(patch) {
      const partial = typeof patch === "function" ? patch(state) : patch;
      const changed = (Object.keys(partial) as (keyof S)[]).some(
        (key) => !Object.is(partial[key], state[key]),
      );
      if (!changed) return;
      const previous = state;
      state = { ...state, ...partial };
      for (const listener of [...listeners]) listener(state, previous);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
