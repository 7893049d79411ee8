import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { projects } from "../db/schema.js";

export interface Project {
  id: string;
  name: string;
  allowedOrigins: readonly string[];
  /** Raw jsonb overrides; validated where they are served. */
  features: unknown;
  /** The operator turned analytics and error reports on (off by default). */
  analyticsEnabled: boolean;
  /** The zone its users' names are registered under; null: the server's. */
  nameZone: string | null;
  /** Networks its embedded wallets are smart accounts on; null: every one the server has. */
  smartAccountNetworks: readonly string[] | null;
}

export interface ProjectLookup {
  find(projectId: string): Promise<Project | undefined>;
  /**
   * The cached answer without waiting: `{ project }` (undefined for a known
   * miss) when a fresh lookup has settled, otherwise undefined — then call
   * `find`. Lets the RPC fast path skip a promise turn on every request.
   */
  peek(projectId: string): { project: Project | undefined } | undefined;
  /**
   * Forgets what is cached for one project (it changed), or for all of them (changes may
   * have been missed); the next lookup asks the database.
   */
  invalidate(projectId?: string): void;
}

export interface ProjectLookupOptions {
  /** How long a result (hit or miss) is reused. 0 disables caching. */
  ttlMs: number;
  /** Bound on cached ids, so random projectIds can't grow memory without limit. */
  maxEntries: number;
  now?: () => number;
}

interface CacheEntry {
  expiresAt: number;
  project: Promise<Project | undefined>;
  /** Set once the query has answered. */
  settled?: { project: Project | undefined };
}

/** Longest id looked up at all; longer ones can't be real and aren't worth a query. */
const MAX_PROJECT_ID_LENGTH = 128;

/**
 * Project lookups with a short in-memory cache. Projects change through the
 * admin API, whose every change is announced to all instances (see
 * `projectChanges.ts`) and dropped from here at once; entries also live only
 * `ttlMs`, in case an announcement is lost or a row is edited by hand. Within
 * that window, concurrent requests for one id share a single query (the RPC
 * proxy is hot).
 */
export function createProjectLookup(db: Db, options: ProjectLookupOptions): ProjectLookup {
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();

  async function query(projectId: string): Promise<Project | undefined> {
    const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (row === undefined) return undefined;
    return {
      id: row.id,
      name: row.name,
      allowedOrigins: row.allowedOrigins,
      features: row.features,
      analyticsEnabled: row.analyticsEnabled,
      nameZone: row.nameZone,
      smartAccountNetworks: row.smartAccountNetworks,
    };
  }

  return {
    find(projectId) {
      if (projectId.length === 0 || projectId.length > MAX_PROJECT_ID_LENGTH) {
        return Promise.resolve(undefined);
      }
      if (options.ttlMs <= 0) return query(projectId);

      const cached = cache.get(projectId);
      if (cached !== undefined && cached.expiresAt > now()) return cached.project;

      const project = query(projectId);
      const entry: CacheEntry = {
        expiresAt: now() + options.ttlMs,
        project,
      };
      cache.delete(projectId);
      cache.set(projectId, entry);
      project.then(
        (found) => {
          entry.settled = { project: found };
        },
        // A failed query must not be served from cache to later requests.
        () => {
          if (cache.get(projectId) === entry) cache.delete(projectId);
        },
      );
      // Maps iterate in insertion order, so the first key is the oldest entry.
      if (cache.size > options.maxEntries) {
        const oldest = cache.keys().next();
        if (oldest.done !== true) cache.delete(oldest.value);
      }
      return project;
    },

    peek(projectId) {
      const cached = cache.get(projectId);
      return cached !== undefined && cached.expiresAt > now() ? cached.settled : undefined;
    },

    invalidate(projectId) {
      if (projectId === undefined) cache.clear();
      else cache.delete(projectId);
    },
  };
}
