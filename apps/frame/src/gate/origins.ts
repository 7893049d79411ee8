/**
 * Origins are compared in their normalised form (`new URL(x).origin`) so
 * `https://App.example:443/` and `https://app.example` are one origin, and
 * anything that is not a plain http(s) origin — `null`, `file:`, junk — never
 * matches.
 */
export function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** The project's allow-list, normalised once. */
export function originSet(origins: readonly string[]): ReadonlySet<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    const normal = normaliseOrigin(origin);
    if (normal) set.add(normal);
  }
  return set;
}

export function isAllowedOrigin(origin: string, allowed: ReadonlySet<string>): boolean {
  const normal = normaliseOrigin(origin);
  return normal !== undefined && allowed.has(normal) && normal === origin;
}

/**
 * Which allowed origin embeds the frame, before any message arrives: the
 * closest ancestor's origin (`location.ancestorOrigins[0]`, Chromium) or the
 * referrer's (the app's frame element sends `strict-origin`). Undefined when
 * neither names an allowed origin — the frame then stays silent.
 */
export function parentOriginOf(
  hints: { ancestorOrigin?: string | undefined; referrer?: string | undefined },
  allowed: ReadonlySet<string>,
): string | undefined {
  for (const hint of [hints.ancestorOrigin, hints.referrer]) {
    if (!hint) continue;
    const normal = normaliseOrigin(hint);
    if (normal && allowed.has(normal)) return normal;
  }
  return undefined;
}
