/**
 * What the admin API accepts for a project's id, origins and name zone. Pure rules, shared by
 * the server (which refuses with a 400 naming the field) and the console (which says so as
 * the operator types).
 */

/** A project id: like a DNS label — 1 to 63 lowercase letters, digits and inner hyphens. */
const PROJECT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `id` is not a project id, or undefined when it is one. */
export function projectIdProblem(id: string): string | undefined {
  if (PROJECT_ID.test(id)) return undefined;
  return `id must be 1-63 lowercase letters, digits or hyphens, not starting or ending with a hyphen, like my-app (got "${id.slice(0, 64)}")`;
}

/**
 * Why `value` is not an origin a browser could send, or undefined when it is one. A browser's
 * `Origin` header is exactly `scheme://host[:port]` — lowercase host, no default port, no
 * path, not even a trailing slash — and the guard compares it as a string, so anything else
 * in the list could never match. Wildcards are refused: every origin is listed.
 */
export function originProblem(value: string): string | undefined {
  const shown = value.slice(0, 100);
  if (value.includes("*")) {
    return `"${shown}" has a wildcard; wildcards are not supported, list each origin (scheme://host[:port])`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${shown}" is not an origin like https://app.example.com`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `"${shown}" must use http:// or https://`;
  }
  if (url.username !== "" || url.password !== "") {
    return `"${shown}" must not carry a user name or password`;
  }
  if (url.origin !== value) {
    return `"${shown}" is not an origin: write scheme://host[:port] with no path, query or trailing slash (${url.origin})`;
  }
  return undefined;
}

/** DNS-style labels (letters, digits, inner hyphens) joined by dots, at most 189 characters. */
const ZONE = /^(?=.{1,189}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Whether `zone` is a zone account names can be registered under (`foyer.id`, `shop.example`). */
export function isNameZone(zone: string): boolean {
  return ZONE.test(zone);
}

/** Why `zone` is not a name zone, or undefined when it is one. */
export function nameZoneProblem(zone: string): string | undefined {
  if (isNameZone(zone)) return undefined;
  return `nameZone must be a lowercase domain-like zone such as shop.example (got "${zone.slice(0, 64)}")`;
}

/**
 * A project's origins after adding and removing some: the current order kept, additions at the
 * end, nothing twice. Applied to the row as it is when locked, so operators adding and removing
 * origins at once each keep their change.
 */
export function changedOrigins(
  current: readonly string[],
  add: readonly string[],
  remove: readonly string[],
): string[] {
  const next = current.filter((origin) => !remove.includes(origin));
  for (const origin of add) {
    if (!next.includes(origin) && !remove.includes(origin)) next.push(origin);
  }
  return next;
}
