/**
 * Thrown for any bad environment value; main.ts prints each problem as its own line, without a
 * stack. Several problems (every refused field of FOYER_NETWORKS, every production requirement
 * left unset) come together, so an operator fixes them in one round.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    const list = typeof problems === "string" ? [problems] : problems;
    super(list.join("\n"));
    this.problems = list;
  }
}
