import type { AccountDataServices } from "@foyer/core/internal";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAccountData } from "./useAccountData.js";

/**
 * What a view shows of one read of the provider server: `none` without a server, `idle` when
 * there is nothing to ask (no account), `failed` when the read or the account-data chunk
 * failed.
 */
export type AccountLoadState<T> =
  | { status: "none" }
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; error: unknown };

/** A read and the way to change what it shows. */
export interface AccountLoad<T> {
  state: AccountLoadState<T>;
  /**
   * Replaces what is shown (a next page, balances read again elsewhere) while the key it was
   * taken for is still the current one, so a late answer for an account or network the
   * visitor has left never lands. It is newer than an answer still on its way, which is
   * dropped.
   */
  update(change: (value: T | undefined) => T): void;
  /** Reads the current key again, keeping a shown value until the new answer. */
  reload(): void;
  /** The account-data clients once their chunk is loaded, for views that also subscribe. */
  data: AccountDataServices | undefined;
}

const NONE = { status: "none" } as const;
const IDLE = { status: "idle" } as const;
const LOADING = { status: "loading" } as const;
/** The account-data chunk could not be fetched: no read was made, so there is no error. */
const CHUNK_FAILED = { status: "failed", error: undefined } as const;

interface Shown<T> {
  key: string | undefined;
  state: AccountLoadState<T>;
}

/**
 * The one way a view reads account data: resolves the instance's account-data clients (their
 * own chunk), runs `load` whenever `key` changes (undefined: nothing to ask, `idle`) and shows only
 * the answer for the current key. Rules — what is cached, retried or held back — live in
 * core's clients, so every view that reads the same thing behaves the same.
 */
export function useAccountLoad<T>(
  key: string | undefined,
  load: (data: AccountDataServices) => Promise<T>,
): AccountLoad<T> {
  const source = useAccountData();
  const [shown, setShown] = useState<Shown<T>>({ key: undefined, state: LOADING });
  const [round, setRound] = useState(0);
  // The latest `load` runs when the key changes; a new function alone is no reason to ask.
  const loadRef = useRef(load);
  loadRef.current = load;
  // The read in flight, and how to drop its answer.
  const inFlight = useRef<{ key: string; drop(): void } | undefined>(undefined);
  const data = source.status === "ready" ? source.data : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is a trigger (reload).
  useEffect(() => {
    if (!data || key === undefined) return;
    let current = true;
    inFlight.current = {
      key,
      drop: () => {
        current = false;
      },
    };
    // A reload keeps what it shows (a list being re-read); a new key never shows the old one's.
    setShown((previous) =>
      previous.key === key && previous.state.status === "ready"
        ? previous
        : { key, state: LOADING },
    );
    loadRef.current(data).then(
      (value) => {
        if (current) setShown({ key, state: { status: "ready", value } });
      },
      (error: unknown) => {
        if (current) setShown({ key, state: { status: "failed", error } });
      },
    );
    return () => {
      current = false;
    };
  }, [data, key, round]);

  const update = useCallback(
    (change: (value: T | undefined) => T) => {
      const flight = inFlight.current;
      if (flight && flight.key === key) flight.drop();
      setShown((previous) => {
        if (previous.key !== key) return previous;
        const value = previous.state.status === "ready" ? previous.state.value : undefined;
        return { key, state: { status: "ready", value: change(value) } };
      });
    },
    [key],
  );

  const reload = useCallback(() => setRound((n) => n + 1), []);

  let state: AccountLoadState<T>;
  if (source.status === "none") state = NONE;
  else if (source.status === "failed") state = CHUNK_FAILED;
  else if (key === undefined) state = IDLE;
  else state = data && shown.key === key ? shown.state : LOADING;
  return { state, update, reload, data };
}
