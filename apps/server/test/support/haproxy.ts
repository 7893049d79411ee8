import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createConnection } from "node:net";

/** Debian's haproxy package puts it here; CI installs it when missing (.ci/run). */
export const HAPROXY_BIN = "/usr/sbin/haproxy";

export const haproxySkipReason = existsSync(HAPROXY_BIN)
  ? undefined
  : `no ${HAPROXY_BIN} (apt-get install haproxy)`;

export interface HaproxyProcess {
  child: ChildProcess;
  output(): string;
  /** One command on the admin socket (`show stat`, `disable server foyer/one`), its answer. */
  admin(command: string): Promise<string>;
  /** The health state of `server` in the `foyer` backend: "UP", "DOWN", "UP 1/2", … */
  state(server: string): Promise<string>;
  /** Resolves once the proxy's health checks have put `server` in `state`. */
  waitForState(server: string, state: "UP" | "DOWN"): Promise<void>;
  stop(): Promise<void>;
}

/** `haproxy -c`: whether the configuration (with `env`) is valid, and what haproxy said. */
export function checkConfig(
  config: string,
  env: Record<string, string>,
): { status: number | null; output: string } {
  const result = spawnSync(HAPROXY_BIN, ["-c", "-f", config], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs haproxy in the foreground (`-db`) on `config`, its variables from `env`. */
export function startHaproxy(
  config: string,
  env: Record<string, string> & { FOYER_LB_ADMIN_SOCKET: string },
): HaproxyProcess {
  const child = spawn(HAPROXY_BIN, ["-db", "-f", config], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = createConnection(env.FOYER_LB_ADMIN_SOCKET);
      let answer = "";
      socket.on("connect", () => socket.end(`${command}\n`));
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });

  const state = async (server: string) => {
    const csv = await admin("show stat");
    const [header = "", ...rows] = csv.split("\n");
    const columns = header.replace(/^# /, "").split(",");
    const at = (name: string) => columns.indexOf(name);
    for (const row of rows) {
      const cells = row.split(",");
      if (cells[at("pxname")] === "foyer" && cells[at("svname")] === server) {
        return cells[at("status")] ?? "";
      }
    }
    throw new Error(`no server ${server} in: ${csv}`);
  };

  return {
    child,
    output: () => output,
    admin,
    state,
    async waitForState(server, wanted) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
        try {
          if ((await state(server)) === wanted) return;
        } catch (error) {
          // The socket exists only once haproxy has read its configuration.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exit;
      }
    },
  };
}
