import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isPrefixedEvmAddress } from "@foyer/protocol";
import { ConfigError } from "../configError.js";

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
export function parseAdminConfig(env: NodeJS.ProcessEnv): AdminConfig {
  const production = env.NODE_ENV === "production";
  const token = env.FOYER_ADMIN_TOKEN?.trim() || undefined;
  if (token !== undefined && token.length < MIN_ADMIN_TOKEN_LENGTH) {
    // The value is a secret: the message never repeats it.
    throw new ConfigError(
      `FOYER_ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`,
    );
  }
  const addresses = (env.FOYER_ADMIN_ADDRESSES ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const address of addresses) {
    if (!isPrefixedEvmAddress(address)) {
      throw new ConfigError(
        `FOYER_ADMIN_ADDRESSES entry "${address.slice(0, 64)}" is not an EVM address (0x and 40 hex digits)`,
      );
    }
  }
  const enabled = production ? token !== undefined : token !== undefined || addresses.length > 0;
  return {
    token,
    addresses: [...new Set(addresses.map((address) => address.toLowerCase()))],
    enabled,
    consoleDir: resolve(env.FOYER_CONSOLE_DIR?.trim() || resolve(packageDir, "../console/dist")),
  };
}
