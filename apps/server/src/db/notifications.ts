import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a subscriber to a Postgres NOTIFY channel is told. */
export interface NotificationHandlers {
  /** A notification's payload. */
  onNotify(payload: string): void;
  /**
   * Notifications may have been missed (the listening connection dropped and came back):
   * whatever they would have invalidated must be dropped too.
   */
  onGap?(): void;
}

/** Ends a subscription. */
export type Unlisten = () => Promise<void>;

/** Channels are fixed names of ours; anything else is refused rather than quoted. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** PGlite is one in-process connection: its NOTIFYs reach its own listeners on commit. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  checkChannel(channel);
  const unsubscribe = await client.listen(channel, (payload) => handlers.onNotify(payload));
  // Its optional argument is a transaction to run UNLISTEN in: never pass one through.
  return () => unsubscribe();
}

/** Longest wait between attempts to bring a dropped listening connection back. */
const MAX_RETRY_MS = 30_000;

/**
 * A Postgres LISTEN on a connection of its own (a pooled one would be handed to other
 * queries and lose it). When the connection drops it is opened again, backing off up to
 * 30 s, and `onGap` runs once it listens again: what was sent meanwhile is lost.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> {
  checkChannel(channel);
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    // Without a listener a dropped connection's error would crash the process.
    next.on("error", () => {});
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    next.on("end", () => {
      // Only a connection that was listening is brought back; a failed attempt is retried by
      // whoever made it.
      if (client !== next) return;
      client = undefined;
      if (!closed) schedule(true);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      // A connection that came up but could not listen is closed, not left open unused.
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = 500;
  };

  const schedule = (gap: boolean) => {
    if (timer !== undefined || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      open().then(
        () => {
          if (gap) handlers.onGap?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          schedule(gap);
        },
      );
    }, retryMs);
    timer.unref();
  };

  // A database that is down at start is the readiness check's to report (the server starts and
  // /ready says 503): listening is retried like a dropped connection, and once it is up the
  // cache is emptied, since changes made meanwhile were not heard.
  await open().catch(() => schedule(true));
  return async () => {
    closed = true;
    if (timer !== undefined) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
