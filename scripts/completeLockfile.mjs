#!/usr/bin/env node
// Some npm registry mirrors (this project's CI machines among them) carry only
// the platform binaries of the machine's own platform. `npm install` then
// silently leaves the other platforms' optional packages (biome's, anvil's, …)
// out of package-lock.json, and `npm ci` refuses that lock as "out of sync".
// This adds the missing entries, marked optional with the os/cpu/libc read off
// their names, exactly as a full registry would have recorded them; npm skips
// them on every other platform. Run it after `npm install` changes the lock:
//   npm run lockfile:complete
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OSES = [
  "darwin",
  "win32",
  "linux",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
];
const CPUS = ["arm64", "x64", "amd64", "ia32", "arm", "ppc64", "s390x", "riscv64", "loong64"];

function platformOf(name) {
  const os = OSES.find((candidate) => name.includes(candidate));
  const cpu = CPUS.find((candidate) => name.includes(`-${candidate}`));
  if (!os || !cpu) return undefined;
  const libc = name.includes("musl") ? ["musl"] : name.includes("gnu") ? ["glibc"] : undefined;
  return { os: [os], cpu: [cpu === "amd64" ? "x64" : cpu], ...(libc ? { libc } : {}) };
}

const added = [];
for (const meta of Object.values(packages)) {
  for (const [dependency, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dependency}`;
    if (packages[key]) continue;
    const platform = platformOf(dependency);
    if (!platform) {
      console.warn(`left out ${dependency}: its platform can't be read off its name`);
      continue;
    }
    packages[key] = { version, optional: true, ...platform };
    added.push(`${dependency}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b, "en"),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.join(", ")}` : "package-lock.json is complete");
