import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as v from "valibot";
import { type EnvReader, evmAddress, listOf, secretOf } from "../config/envSchemas.js";

/** The operator's access to the admin API (`/admin/v1`) and the console (`/console/`). */
export interface AdminConfig {
  /**
   * `FOYER_ADMIN_TOKEN` (at least 32 characters): the bearer token automation uses
   * (`foyer-admin`, scripts). In production the admin API exists only with it.
   */
  token: string | undefined;
  /**
   * `FOYER_ADMIN_ADDRESSES`: the EVM addresses (lowercase) whose Sign In With Ethereum opens
   * an admin session — operators signing in to the console.
   */
  addresses: readonly string[];
  /** Whether `/admin/v1` is served at all (else every admin route is a 404). */
  enabled: boolean;
  /** `FOYER_CONSOLE_DIR`: apps/console's build, served at `/console/`. */
  consoleDir: string;
}

/** Shortest FOYER_ADMIN_TOKEN accepted: 32 characters, so it carries at least ~128 bits even as hex. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Reads the admin settings. The admin API is served when a token or an operator address is
 * set; in production only with `FOYER_ADMIN_TOKEN`, so a server deployed without one has no
 * admin surface at all.
 */
export function parseAdminConfig(reader: EnvReader, production: boolean): AdminConfig {
  const { read } = reader;
  const token = read("FOYER_ADMIN_TOKEN", secretOf(MIN_ADMIN_TOKEN_LENGTH));
  const addresses = read("FOYER_ADMIN_ADDRESSES", listOf(evmAddress), []);
  return {
    token,
    // listOf drops repeats before evmAddress lowercases: the set drops case-only ones too.
    addresses: [...new Set(addresses)],
    enabled: production ? token !== undefined : token !== undefined || addresses.length > 0,
    consoleDir: read("FOYER_CONSOLE_DIR", FOLDER, resolve(packageDir, "../console/dist")),
  };
}

const FOLDER = v.pipe(
  v.string(),
  v.transform((value) => resolve(value)),
);
