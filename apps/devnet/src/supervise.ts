import { type ChildProcess, spawn } from "node:child_process";

/**
 * On POSIX, a child runs under a tiny sh supervisor that kills it as soon as the supervisor's
 * stdin reaches EOF. We hold the other end of that pipe, so the child goes away on stop() and also
 * when this process dies in ways no exit hook sees (SIGKILL, an unhandled SIGTERM): a crashed
 * server or test worker never leaves a chain or a bundler holding its port. `wait` makes the
 * supervisor exit only after the child has, so its exit means the port is free.
 */
const SUPERVISOR =
  'exec 3<&0; "$0" "$@" </dev/null & pid=$!; (read -r _ <&3; kill $pid 2>/dev/null) & wait $pid';
const supervised = process.platform !== "win32";

const unsupervised = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Without sh (Windows) the best we can do is kill the child when this process exits normally. */
function killOnExit(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on("exit", () => {
      for (const running of unsupervised) running.kill();
    });
  }
  unsupervised.add(child);
  child.once("exit", () => unsupervised.delete(child));
}

export interface SupervisedChild {
  child: ChildProcess;
  /** Resolves once the child (and its supervisor) exited. */
  exited: Promise<void>;
  /** Ends the child and waits for it; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Spawns `command args…` with stdout and stderr piped, tied to this process's lifetime. */
export function spawnSupervised(command: string, args: string[]): SupervisedChild {
  let child: ChildProcess;
  if (supervised) {
    child = spawn("sh", ["-c", SUPERVISOR, command, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  } else {
    child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    killOnExit(child);
  }
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      // Releases the supervisor's reader subshell if the child exited on its own.
      child.stdin?.destroy();
      resolve();
    });
  });
  async function stop(graceMs = 5_000): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (supervised) child.stdin?.end();
    else child.kill();
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  }
  return { child, exited, stop };
}
