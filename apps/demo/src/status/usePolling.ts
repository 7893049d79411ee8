import { useEffect, useState } from "react";

export type Polled<T> =
  | { state: "loading" }
  | { state: "ready"; value: T }
  | { state: "error"; message: string };

/** Calls `read` now and every `intervalMs`, keeping the last result or error. */
export function usePolling<T>(read: () => Promise<T>, intervalMs: number): Polled<T> {
  const [result, setResult] = useState<Polled<T>>({ state: "loading" });
  useEffect(() => {
    let alive = true;
    // A new reader (another network) starts from loading, not from the old one's answer.
    setResult({ state: "loading" });
    const tick = () =>
      read().then(
        (value) => alive && setResult({ state: "ready", value }),
        (error: unknown) =>
          alive &&
          setResult({
            state: "error",
            message: error instanceof Error ? error.message : String(error),
          }),
      );
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [read, intervalMs]);
  return result;
}
