/**
 * The JSON object a `VITE_FOYER_*` variable carries: undefined when unset or empty, `problem`
 * thrown when it is not a JSON object (the caller checks the fields).
 */
export function parseEnvJsonObject(
  raw: string | undefined,
  problem: Error,
): Record<string, unknown> | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw problem;
  }
  if (typeof parsed !== "object" || parsed === null) throw problem;
  return parsed as Record<string, unknown>;
}
