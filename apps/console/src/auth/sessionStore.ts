import type { AdminSession } from "@foyer/protocol";
import { useSyncExternalStore } from "react";

export interface SessionState {
  /** The operator's admin session; null before sign-in or after it ended. */
  session: AdminSession | null;
  /** Why the last sign-in was refused, in words for the operator. */
  refusal: string | undefined;
}

export interface SessionStore {
  get(): SessionState;
  set(next: Partial<SessionState>): void;
  subscribe(listener: () => void): () => void;
}

/** The console's one piece of shared state: who is signed in. */
export function createSessionStore(initial: AdminSession | null): SessionStore {
  let state: SessionState = { session: initial, refusal: undefined };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useSessionState(store: SessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
