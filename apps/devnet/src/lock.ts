import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import { dirname } from "node:path";

const STALE_AFTER_MS = 10 * 60_000;
const POLL_MS = 200;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A lock left by a crashed or hung builder must not block every later build. */
async function isStale(path: string): Promise<boolean> {
  try {
    const [contents, info] = await Promise.all([readFile(path, "utf8"), stat(path)]);
    const pid = Number(contents);
    return !Number.isInteger(pid) || !isAlive(pid) || Date.now() - info.mtimeMs > STALE_AFTER_MS;
  } catch {
    return false; // Released between our attempt and this check: just retry.
  }
}

/**
 * Runs `task` while holding an exclusive lock file, so parallel test workers build the chain
 * once instead of each spending a minute on it.
 */
export async function withFileLock<T>(path: string, task: () => Promise<T>): Promise<T> {
  await mkdir(dirname(path), { recursive: true });
  for (;;) {
    try {
      const handle = await open(path, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (await isStale(path)) await rm(path, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  try {
    return await task();
  } finally {
    await rm(path, { force: true });
  }
}
