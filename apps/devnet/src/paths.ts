import { fileURLToPath } from "node:url";

/** Root of the `@foyer/devnet` workspace, resolved from this file so it works from any cwd. */
export const devnetRoot = fileURLToPath(new URL("..", import.meta.url));
export const contractsDir = fileURLToPath(new URL("../contracts/", import.meta.url));
export const buildDir = fileURLToPath(new URL("../build/", import.meta.url));
export const artifactsDir = fileURLToPath(new URL("../build/artifacts/", import.meta.url));
export const statePath = fileURLToPath(new URL("../build/state.json", import.meta.url));
export const manifestPath = fileURLToPath(new URL("../build/manifest.json", import.meta.url));
export const buildInfoPath = fileURLToPath(new URL("../build/build-info.json", import.meta.url));
