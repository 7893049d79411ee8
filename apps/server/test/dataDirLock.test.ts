import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "../src/db/database.js";
import { DataDirLockedError, lockDataDir, parseHolder } from "../src/db/dataDirLock.js";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "foyer-lock-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Linux only: where the kernel says which boot this is. */
const BOOT_ID = "/proc/sys/kernel/random/boot_id";

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("PGlite data folder lock", () => {
  it("lets one holder in and refuses a second one with the holder and the way out", async () => {
    const dir = join(root, "pglite");
    const lock = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    const message = (refused as Error).message;
    expect(message).toContain(`FOYER_DATA_DIR ${dir} is in use by process ${process.pid}`);
    expect(message).toContain("give this one its own folder (FOYER_DATA_DIR=…)");
    expect(message).toContain(`delete ${dir}.lock`);
    await lock.release();
    const again = await lockDataDir(dir);
    await again.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("admits exactly one of several concurrent openers", async () => {
    const dir = join(root, "race");
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dir)));
    const taken = results.filter((result) => result.status === "fulfilled");
    expect(taken).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(DataDirLockedError);
    }
    await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it("meets the same lock through another spelling of the folder", async () => {
    const dir = join(root, "real");
    const lock = await lockDataDir(dir);
    await symlink(dir, join(root, "alias"));
    await expect(lockDataDir(join(root, "alias"))).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(`${root}/alias/../real`)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
  });

  it("takes over a lock left by a process that is gone", async () => {
    const dir = join(root, "stale");
    const pid = deadPid();
    await writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid, host: hostname(), startedAt: "2020-01-01T00:00:00.000Z" }),
    );
    const lock = await lockDataDir(dir);
    expect(parseHolder(await readFile(`${dir}.lock`, "utf8"))?.pid).toBe(process.pid);
    await lock.release();
  });

  it.skipIf(!existsSync(BOOT_ID))(
    "takes over a lock from before a reboot, even if its pid is alive again",
    async () => {
      const dir = join(root, "reboot");
      await writeFile(
        `${dir}.lock`,
        JSON.stringify({ pid: process.ppid, host: hostname(), bootId: "an-earlier-boot" }),
      );
      const lock = await lockDataDir(dir);
      await lock.release();
    },
  );

  it("refuses when another live process holds it, and a torn lock file is replaced", async () => {
    const dir = join(root, "held");
    await writeFile(
      `${dir}.lock`,
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: "earlier" }),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by process ${process.ppid}`);
    await writeFile(`${dir}.lock`, "");
    const lock = await lockDataDir(dir);
    await lock.release();
  });

  it("makes createDatabase refuse a held folder before opening it, and unlock on close", async () => {
    const dir = join(root, "db");
    const lock = await lockDataDir(dir);
    await expect(createDatabase({ databaseUrl: undefined, dataDir: dir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    // Nothing was written into the folder: PGlite never opened it.
    expect(existsSync(join(dir, "PG_VERSION"))).toBe(false);
    await lock.release();
  });
});
