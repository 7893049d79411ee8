import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";

/** A TCP port given as `--<name>`; anything else ends the process with exit code 1. */
export function portOption(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`invalid --${name} ${value}`);
    process.exit(1);
  }
  return port;
}

export interface SavedChainOptions {
  port: number;
  /** Where the chain's state is saved and loaded from; undefined with --fresh. */
  stateDir: string | undefined;
  /** Where to write the manifest (--manifest), if anywhere. */
  manifest: string | undefined;
}

/**
 * The command line of a chain that keeps its state on disk: `--port`, `--state <dir>` (loaded at
 * start), `--fresh` (starts anew and saves nothing), `--manifest <file>` (a JSON file naming the
 * chain for the rest of the world, which `npm start` hands on).
 */
export function savedChainOptions(defaults: { port: number; stateDir: string }): SavedChainOptions {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: String(defaults.port) },
      state: { type: "string", default: defaults.stateDir },
      fresh: { type: "boolean", default: false },
      manifest: { type: "string" },
    },
  });
  return {
    port: portOption("port", values.port),
    stateDir: values.fresh ? undefined : values.state,
    manifest: values.manifest,
  };
}

/** Writes `manifest` as JSON to `path`, creating its folder; nothing without a path. */
export function writeManifest(path: string | undefined, manifest: object): void {
  if (path === undefined) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(manifest));
}

/** On the first SIGINT or SIGTERM: says `doing`, awaits `stop`, exits 0. */
export function stopOnSignal(doing: string, stop: () => Promise<void>): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: ${doing}`);
    await stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
