import type { FastifyReply } from "fastify";
import { pause } from "./timers.js";

export interface LongPollOptions {
  /** Longest the request is held before `poll` gives up. */
  waitMs: number;
  /** How long to wait between two checks. */
  pollMs: number;
  /** Aborted when the app closes: a waiting request answers at once. */
  closing: AbortSignal;
  /** The held request's reply: once its client has gone, the wait ends. */
  reply: FastifyReply;
  /**
   * Milliseconds on a monotonic clock (`performance.now` by default): a
   * deadline measured on the wall clock would stretch or end early when the
   * system time is set.
   */
  monotonicNow?: () => number;
}

/**
 * Holds a request while `check` finds nothing: calls it at once, then every
 * `pollMs`, and returns its first answer other than `undefined`. Returns
 * `undefined` when `waitMs` has passed, the client has gone or the app is
 * closing — the route then answers "not yet" and the client asks again.
 */
export async function longPoll<T>(
  options: LongPollOptions,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const now = options.monotonicNow ?? (() => performance.now());
  const { closing, reply } = options;
  let gone = false;
  const onClose = () => {
    gone = true;
  };
  reply.raw.once("close", onClose);
  try {
    const deadline = now() + options.waitMs;
    for (;;) {
      const answer = await check();
      if (answer !== undefined) return answer;
      if (gone || closing.aborted || now() >= deadline) return undefined;
      await pause(Math.min(options.pollMs, deadline - now()), closing);
    }
  } finally {
    reply.raw.off("close", onClose);
  }
}
