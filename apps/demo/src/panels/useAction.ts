import { useCallback, useRef, useState } from "react";
import { errorText } from "./errorText.js";
import type { ResultTone } from "./ResultBox.js";

export type ActionOutcome<T> =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "done"; value: T }
  | { state: "failed"; message: string };

/**
 * One button's request: waiting while it runs, then its value or its error in words. A second
 * click while waiting is ignored, and an answer to an older click never overwrites a newer one.
 */
export function useAction<T>(): {
  outcome: ActionOutcome<T>;
  run(work: () => Promise<T>): Promise<void>;
} {
  const [outcome, setOutcome] = useState<ActionOutcome<T>>({ state: "idle" });
  const latest = useRef(0);
  const run = useCallback(async (work: () => Promise<T>) => {
    const turn = ++latest.current;
    setOutcome({ state: "waiting" });
    try {
      const value = await work();
      if (turn === latest.current) setOutcome({ state: "done", value });
    } catch (error) {
      if (turn === latest.current) setOutcome({ state: "failed", message: errorText(error) });
    }
  }, []);
  return { outcome, run };
}

/** The words for each state of an action, for its result box. */
export interface OutcomeWords<T> {
  waiting: string;
  done(value: T): string;
  failed(reason: string): string;
}

/** An action's state as its result box shows it: a tone and one line of text. */
export function describeOutcome<T>(
  outcome: ActionOutcome<T>,
  words: OutcomeWords<T>,
): { tone: ResultTone; text: string } {
  switch (outcome.state) {
    case "idle":
      return { tone: "idle", text: "" };
    case "waiting":
      return { tone: "waiting", text: words.waiting };
    case "done":
      return { tone: "ok", text: words.done(outcome.value) };
    case "failed":
      return { tone: "error", text: words.failed(outcome.message) };
  }
}
