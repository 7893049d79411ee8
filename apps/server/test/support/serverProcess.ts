import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

export const packageDir = fileURLToPath(new URL("../..", import.meta.url));

/** How `npm start` runs a server script: TypeScript sources, workspace packages too. */
export const FROM_SOURCES = ["--conditions=foyer-source", "--import", "tsx"];

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** The exit code (null when killed by a signal). */
  exit: Promise<number | null>;
  /** Resolves once `text` has been written; rejects if the process exits first. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Runs `script` (src/main.ts, src/migrate.ts) from sources in apps/server, with
 * `env` over this process' environment (DATABASE_URL cleared unless given).
 */
export function runServerScript(script: string, env: Record<string, string>): ServerProcess {
  return runNode([...FROM_SOURCES, script], env);
}

/**
 * Runs the server as production does, `node dist/main.js` in apps/server (the build's output,
 * workspace packages from theirs), with `env` over this process' environment.
 */
export function runBuiltServer(env: Record<string, string>): ServerProcess {
  return runNode(["dist/main.js"], env);
}

function runNode(args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: packageDir,
    env: { ...process.env, DATABASE_URL: "", NODE_ENV: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  let exited = false;
  const exit = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exited = true;
      resolve(code);
    }),
  );
  return {
    child,
    output: () => output,
    exit,
    async waitFor(text, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.includes(text)) {
        if (exited) throw new Error(`exited before "${text}": ${output}`);
        if (Date.now() > deadline) throw new Error(`no "${text}" in: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
