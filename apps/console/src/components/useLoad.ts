import { useCallback, useEffect, useRef, useState } from "react";
import { errorText } from "../api/errorText.js";

export type Load<T> =
  | { status: "loading"; reload(): void }
  | { status: "ok"; data: T; reload(): void }
  | { status: "error"; error: string; reload(): void };

/**
 * Loads data for a view and again whenever `key` changes or `reload()` is called. An answer
 * that arrives after a newer request has started is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): Load<T> {
  const [state, setState] = useState<
    { status: "loading" } | { status: "ok"; data: T } | { status: "error"; error: string }
  >({ status: "loading" });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are the triggers.
  useEffect(() => {
    const ticket = ++latest.current;
    setState((previous) => (previous.status === "ok" ? previous : { status: "loading" }));
    loadRef.current().then(
      (data) => {
        if (latest.current === ticket) setState({ status: "ok", data });
      },
      (error: unknown) => {
        if (latest.current === ticket) setState({ status: "error", error: errorText(error) });
      },
    );
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload } as Load<T>;
}
