import type { Clock, TimerHandle } from "../effects/clock.js";

/** Where a quote stands: `input` says which request a state belongs to. */
export type QuoteState<I, R> =
  | { status: "idle" }
  | { status: "loading"; input: I }
  | { status: "ready"; input: I; result: R }
  | { status: "error"; input: I; error: unknown };

export interface QuoteScheduler<I> {
  /**
   * Asks for a quote of `input` once typing pauses for the debounce; undefined clears it.
   * Any earlier request, waiting or in flight, is dropped: its answer never lands.
   */
  request(input: I | undefined): void;
  /** Drops everything; no state is reported after this. */
  dispose(): void;
}

export interface QuoteSchedulerOptions<I, R> {
  clock: Clock;
  /** Pause after the last keystroke before asking. */
  debounceMs: number;
  load(input: I): Promise<R>;
  onState(state: QuoteState<I, R>): void;
}

/**
 * The swap form's quotes as the user types: one request per pause, the newest answer only.
 * Each request takes a ticket; an answer whose ticket is no longer the newest is stale and
 * is thrown away, so a slow answer for "1" can never replace the one for "10".
 */
export function createQuoteScheduler<I, R>(
  options: QuoteSchedulerOptions<I, R>,
): QuoteScheduler<I> {
  const { clock, debounceMs, load, onState } = options;
  let ticket = 0;
  let timer: TimerHandle | undefined;
  let disposed = false;

  const cancelTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  return {
    request(input) {
      if (disposed) return;
      const mine = ++ticket;
      cancelTimer();
      if (input === undefined) {
        onState({ status: "idle" });
        return;
      }
      onState({ status: "loading", input });
      timer = clock.setTimeout(() => {
        timer = undefined;
        load(input).then(
          (result) => {
            if (!disposed && mine === ticket) onState({ status: "ready", input, result });
          },
          (error: unknown) => {
            if (!disposed && mine === ticket) onState({ status: "error", input, error });
          },
        );
      }, debounceMs);
    },
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
}
