import pg from "pg";

/**
 * Fixed advisory-lock key ("FoyerIdx" folded to 63 bits) every instance
 * contends for: only its holder indexes, so several servers on one
 * database don't fight over the same cursor.
 */
const INDEXER_LOCK_KEY = "5072434590277699704";

/** Whether this process may index; held until released or its connection drops. */
export interface LeaderLock {
  /** Tries once; true while held. */
  tryAcquire(): Promise<boolean>;
  held(): boolean;
  release(): Promise<void>;
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
          fresh.on("end", () => {
            if (client === fresh) {
              holding = false;
              client = undefined;
            }
          });
          client = fresh;
          await fresh.connect();
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
      holding = false;
      client = undefined;
      // Ending the session releases the lock with it.
      await current?.end().catch(() => {});
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
  };
}
