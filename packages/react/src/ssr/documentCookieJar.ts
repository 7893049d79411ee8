import type { CookieJar } from "@foyer/core";
import { readCookie, serializeCookie } from "@foyer/core/internal";

/** A year: the connection cookie lives as long as a remembered wallet would in localStorage. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface DocumentCookieOptions {
  /** Default a year. */
  maxAgeSeconds?: number;
  /** Default `/`, so every page's server render sees it. */
  path?: string;
}

/**
 * The browser's cookies as a `CookieJar` for `createCookieStorage`: reads and
 * writes `document.cookie` when called, never at import, so it is safe to
 * create on the client only (a server reads the request's cookie instead).
 * Secure on https pages; SameSite=Lax so a top-level visit sends it.
 */
export function documentCookieJar(
  doc: Pick<Document, "cookie"> & { location?: Pick<Location, "protocol"> | null },
  options: DocumentCookieOptions = {},
): CookieJar {
  const attributes = (maxAgeSeconds: number) => ({
    maxAgeSeconds,
    ...(options.path ? { path: options.path } : {}),
    secure: doc.location?.protocol === "https:",
  });
  return {
    get: (name) => readCookie(doc.cookie, name),
    set(name, value) {
      doc.cookie =
        value === undefined
          ? serializeCookie(name, "", attributes(0))
          : serializeCookie(name, value, attributes(options.maxAgeSeconds ?? ONE_YEAR_SECONDS));
    },
  };
}
