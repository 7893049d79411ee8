#!/usr/bin/env node
// The `foyer-admin` command (bin of @foyer/server): see foyerAdmin.ts.
import { foyerAdmin } from "./foyerAdmin.js";

process.exitCode = await foyerAdmin(process.argv.slice(2), {
  env: process.env,
  fetch: globalThis.fetch,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
