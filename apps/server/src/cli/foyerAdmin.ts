import { AdminApiError, createAdminClient } from "@foyer/protocol";
import { parseAdminArgs, USAGE, UsageError } from "./adminArgs.js";
import { runAdminCommand } from "./adminCommands.js";

export interface FoyerAdminIo {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  out(text: string): void;
  err(text: string): void;
}

/**
 * `foyer-admin`: the admin API from a shell, for automation. Reads FOYER_ADMIN_URL and
 * FOYER_ADMIN_TOKEN; returns the exit code: 0 done, 1 refused or unreachable, 2 a command
 * line it cannot run. The token is never printed.
 */
export async function foyerAdmin(argv: readonly string[], io: FoyerAdminIo): Promise<number> {
  let command: ReturnType<typeof parseAdminArgs>;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`foyer-admin: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === "help") {
    io.out(USAGE);
    return 0;
  }
  const baseUrl = io.env.FOYER_ADMIN_URL?.trim();
  const token = io.env.FOYER_ADMIN_TOKEN?.trim();
  if (!baseUrl || !URL.canParse(baseUrl)) {
    io.err("foyer-admin: set FOYER_ADMIN_URL to the server's URL, e.g. http://127.0.0.1:8787");
    return 2;
  }
  if (!token) {
    io.err("foyer-admin: set FOYER_ADMIN_TOKEN to the server's admin token");
    return 2;
  }
  const call = createAdminClient({
    fetch: io.fetch,
    baseUrl,
    headers: () => ({ authorization: `Bearer ${token}` }),
  });
  try {
    io.out(await runAdminCommand(command, call));
    return 0;
  } catch (error) {
    if (error instanceof AdminApiError) {
      io.err(`foyer-admin: ${error.message} (${error.status} ${error.code})`);
    } else {
      const reason =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      io.err(`foyer-admin: could not reach ${new URL(baseUrl).origin}: ${reason}`);
    }
    return 1;
  }
}
