import pg from "pg";

/**
 * Fixed advisory-lock key ("FoyerIdx" folded to 63 bits) every instance
 * contends for: only its holder indexes, so several servers on one
 * database don't fight over the same cursor.
 */
const INDEXER_LOCK_KEY = "5072434590277699704";

/**
 * The channel a leader notifies as it gives the lock up: standbys listen on it and try at
 * once, so a shutdown hands indexing over without waiting for their next retry.
 */
const FREED_CHANNEL = "foyer_indexer_leader_freed";

/** Whether this process may index; held until released or its connection drops. */
export interface LeaderLock {
  /** Tries once; true while held. */
  tryAcquire(): Promise<boolean>;
  held(): boolean;
  /** Gives the lock up (telling the standbys, when it was held). */
  release(): Promise<void>;
  /** `listener` is called when another instance gives the lock up. */
  onFreed(listener: () => void): void;
}

/**
 * A session-level `pg_try_advisory_lock` on a dedicated connection (pooled
 * connections hop between queries, and the lock belongs to one session).
 * If that connection drops, Postgres frees the lock for another instance
 * and `held()` turns false here, so this one stops indexing.
 */
export function createPostgresLeaderLock(connectionString: string): LeaderLock {
  let client: pg.Client | undefined;
  let holding = false;
  let freed: (() => void) | undefined;

  const drop = () => {
    holding = false;
    const current = client;
    client = undefined;
    current?.end().catch(() => {});
  };

  return {
    async tryAcquire() {
      if (holding) return true;
      try {
        if (client === undefined) {
          const fresh = new pg.Client({ connectionString });
          fresh.on("error", drop);
          fresh.on("notification", (message) => {
            if (message.channel === FREED_CHANNEL) freed?.();
          });
          fresh.on("end", () => {
            if (client === fresh) {
              holding = false;
              client = undefined;
            }
          });
          client = fresh;
          await fresh.connect();
          // Listening before the first try: a leader leaving in between is heard, not missed.
          await fresh.query(`listen ${FREED_CHANNEL}`);
        }
        const result = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1::bigint) as locked",
          [INDEXER_LOCK_KEY],
        );
        holding = result.rows[0]?.locked === true;
        return holding;
      } catch {
        drop();
        return false;
      }
    },
    held: () => holding,
    async release() {
      const current = client;
      const wasHolding = holding;
      holding = false;
      client = undefined;
      if (current === undefined) return;
      if (wasHolding) {
        // Unlocked first, so the standby the notification wakes finds the lock free.
        await current
          .query("select pg_advisory_unlock($1::bigint)", [INDEXER_LOCK_KEY])
          .then(() => current.query("select pg_notify($1, '')", [FREED_CHANNEL]))
          .catch(() => {});
      }
      // Ending the session releases the lock with it in any case.
      await current.end().catch(() => {});
    },
    onFreed(listener) {
      freed = listener;
    },
  };
}

/** PGlite is one process with one connection: nobody to contend with. */
export function createLocalLeaderLock(): LeaderLock {
  let holding = false;
  return {
    async tryAcquire() {
      holding = true;
      return true;
    },
    held: () => holding,
    async release() {
      holding = false;
    },
    onFreed() {},
  };
}
