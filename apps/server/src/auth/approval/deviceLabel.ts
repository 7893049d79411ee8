import { BROWSER_MAP, OS_MAP, parse } from "bowser";

/** Names the parser knows: anything else in a User-Agent (the client writes it) is never shown. */
const BROWSERS = new Set<string>(Object.values(BROWSER_MAP));
const SYSTEMS = new Set<string>(Object.values(OS_MAP));

/**
 * "Chrome on Linux", "Safari on iOS" from a User-Agent header, for the
 * approval page: only an approximation (any client can claim anything), but
 * enough for an owner to notice that the sign-in is not from their phone.
 * Only names from the parser's own lists come out, so the label carries no
 * text of the client's. Undefined when the header names neither.
 */
export function deviceLabelOf(userAgent: string | undefined): string | undefined {
  if (userAgent === undefined || userAgent.trim() === "") return undefined;
  const parsed = parse(userAgent);
  const browser = known(BROWSERS, parsed.browser.name);
  const system = known(SYSTEMS, parsed.os.name);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `A browser on ${system}`;
  return browser;
}

function known(names: ReadonlySet<string>, name: string | undefined): string | undefined {
  return name !== undefined && names.has(name) ? name : undefined;
}
