/** Thrown for any bad environment value; main.ts prints its message without a stack. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
