import type { KeyValueStorage } from "../effects/storage.js";
import type { SiwxSession } from "./types.js";

/** Sessions kept in the host's key-value storage as one JSON list. */
export interface StoredSessions {
  read(): SiwxSession[];
  write(sessions: readonly SiwxSession[]): void;
}

function isSession(value: unknown): value is SiwxSession {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  const data = record.data as Record<string, unknown> | null | undefined;
  return (
    typeof record.message === "string" &&
    typeof record.signature === "string" &&
    typeof data === "object" &&
    data !== null &&
    typeof data.chainId === "string" &&
    typeof data.accountAddress === "string"
  );
}

/**
 * Reads and writes the session list under `key`. Storage may throw (quota,
 * privacy mode) or hold junk from another version: both read as no sessions,
 * and a failed write is left to the next sign-in rather than breaking this one.
 */
export function storedSessions(storage: KeyValueStorage, key: string): StoredSessions {
  return {
    read() {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
        return Array.isArray(parsed) ? parsed.filter(isSession) : [];
      } catch {
        return [];
      }
    },
    write(sessions) {
      try {
        if (sessions.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(sessions));
      } catch {
        // Keeping the session for this page view still works; only reload loses it.
      }
    },
  };
}
