import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  link,
  mkdir,
  readFile,
  realpath,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";

/**
 * Thrown when another live process holds a PGlite data folder. PGlite is a
 * single-process Postgres: two processes on one folder each keep their own
 * view of it and overwrite each other's writes.
 */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `FOYER_DATA_DIR ${dataDir} is in use by process ${holder.pid} on ${holder.host} ` +
        `(since ${holder.startedAt}). Stop that server, or give this one its own folder ` +
        `(FOYER_DATA_DIR=…). If no such process exists, delete ${lockFile}.`,
    );
  }
}

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  /** Linux boot id: a pid from before a reboot names some other process now. */
  bootId: string | undefined;
  startedAt: string;
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): Promise<void>;
}

/**
 * Takes the exclusive lock of a PGlite data folder: a `<folder>.lock` file
 * beside it (PGlite owns the folder's contents), created with an atomic
 * hard link so exactly one of several starting processes gets it. A lock
 * left by a process that is gone (crashed, killed, or from before a reboot)
 * is taken over; one held by a live process refuses with
 * {@link DataDirLockedError}.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  // Two spellings of one folder (symlinks, ..) must meet on one lock.
  const folder = await realpath(dataDir);
  const lockFile = join(dirname(folder), `${basename(folder)}.lock`);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    bootId: currentBootId(),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await createExclusive(lockFile, content)) return ownedLock(lockFile, content);
    const holder = await readHolder(lockFile);
    if (holder !== undefined && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, lockFile, holder);
    }
    await removeStale(lockFile, holder);
  }
  const holder = (await readHolder(lockFile)) ?? me;
  throw new DataDirLockedError(dataDir, lockFile, holder);
}

/** Writes a private file, then links it into place: link() fails if the lock exists. */
async function createExclusive(lockFile: string, content: string): Promise<boolean> {
  // Unique per attempt: two openers in one process may try in the same millisecond.
  const temporary = `${lockFile}.${process.pid}.${randomUUID()}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    await link(temporary, lockFile);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/**
 * Removes a dead holder's lock. Two processes may find the same stale lock;
 * a short-lived `.takeover` folder (mkdir is atomic) lets only one of them
 * look again and delete it, so neither deletes a lock the other just took.
 */
async function removeStale(lockFile: string, seen: LockHolder | undefined): Promise<void> {
  const guard = `${lockFile}.takeover`;
  try {
    await mkdir(guard);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    // A takeover that crashed midway leaves its folder behind; it is seconds old at most.
    const since = (await stat(guard).catch(() => undefined))?.mtimeMs;
    if (since !== undefined && Date.now() - since > 10_000)
      await rmdir(guard).catch(() => undefined);
    return;
  }
  try {
    const now = await readHolder(lockFile);
    const unchanged =
      now === undefined ? seen === undefined : seen !== undefined && sameHolder(now, seen);
    if (unchanged && (now === undefined || !isAlive(now))) await rm(lockFile, { force: true });
  } finally {
    await rmdir(guard).catch(() => undefined);
  }
}

function ownedLock(lockFile: string, content: string): DataDirLock {
  let released = false;
  return {
    lockFile,
    async release() {
      if (released) return;
      released = true;
      // Only our own lock: never one a later process took after ours was judged stale.
      const current = await readFile(lockFile, "utf8").catch(() => undefined);
      if (current === content) await unlink(lockFile).catch(() => undefined);
    },
  };
}

async function readHolder(lockFile: string): Promise<LockHolder | undefined> {
  let text: string;
  try {
    text = await readFile(lockFile, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
  return parseHolder(text);
}

/** A lock file's holder, or undefined when the file is not one (empty, torn, foreign). */
export function parseHolder(text: string): LockHolder | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!Number.isSafeInteger(record.pid) || typeof record.host !== "string") return undefined;
  return {
    pid: record.pid as number,
    host: record.host,
    bootId: typeof record.bootId === "string" ? record.bootId : undefined,
    startedAt: typeof record.startedAt === "string" ? record.startedAt : "an unknown time",
  };
}

function sameHolder(a: LockHolder, b: LockHolder): boolean {
  return a.pid === b.pid && a.host === b.host && a.startedAt === b.startedAt;
}

/**
 * Whether the holder may still be running. On another host we cannot tell,
 * so it counts as alive (the operator deletes the file); here, the process
 * must exist and, where the kernel says, since before this boot.
 */
function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  const boot = currentBootId();
  if (holder.bootId !== undefined && boot !== undefined && holder.bootId !== boot) return false;
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return errorCode(error) === "EPERM";
  }
}

function currentBootId(): string | undefined {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined;
}
