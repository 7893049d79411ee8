import { ConfigError } from "../configError.js";
import { DataDirLockedError } from "../db/dataDirLock.js";
import { SchemaNewerError } from "../db/schemaState.js";
import { redactText } from "../http/logSerializers.js";

/**
 * What a command prints when it cannot start: the operator's mistakes (configuration, a
 * folder in use, a schema from a newer release) as plain lines without a stack; anything else
 * with its stack, every URL cut to its origin (a database password or a provider's key must
 * not reach the terminal's scrollback).
 */
export function startupErrorLines(error: unknown, what: string): string[] {
  if (error instanceof ConfigError) {
    return error.problems.map((problem) => `Invalid configuration: ${problem}`);
  }
  if (error instanceof DataDirLockedError || error instanceof SchemaNewerError) {
    return [`Refusing to ${what}: ${error.message}`];
  }
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return [`Foyer server failed to ${what}: ${redactText(detail)}`];
}
