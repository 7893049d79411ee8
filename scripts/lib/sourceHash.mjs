import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

function* files(path, skip) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      if (!skip(entry)) yield* files(join(path, entry), skip);
    }
  } else yield path;
}

/**
 * One hash of every file under `inputs` (paths relative to `root`), names and contents, in a
 * stable order: a build compares it with the one it stamped to know whether it is stale.
 * `skip(entryName)` leaves out folders and files the build itself writes.
 */
export function sourceHash(root, inputs, skip = () => false) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(join(root, input), skip)) {
      hash.update(relative(root, file));
      hash.update("\0");
      hash.update(readFileSync(file));
      hash.update("\0");
    }
  }
  return hash.digest("hex");
}
