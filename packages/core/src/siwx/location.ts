/** The parts of the page location a message needs. */
export interface SiwxLocation {
  /** RFC 3986 authority, e.g. `app.example.com:8443`. */
  domain: string;
  uri: string;
}

/**
 * The page's own location, read lazily because the core runs without a DOM
 * (SSR, tests): there the host must pass `domain` and `uri`. EIP-4361 wants
 * the domain from a trusted source such as the browser window.
 */
export function pageLocation(): SiwxLocation | undefined {
  const location = (globalThis as { location?: { host?: unknown; href?: unknown } }).location;
  if (typeof location?.host !== "string" || typeof location.href !== "string") return undefined;
  return { domain: location.host, uri: location.href };
}
