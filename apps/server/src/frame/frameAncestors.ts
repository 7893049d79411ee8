/**
 * The frame page's `Content-Security-Policy`: only the project's allowed
 * origins may embed it (none when the project is unknown). Origins come
 * from the database, so anything that is not a bare origin is dropped
 * rather than allowed to inject directives.
 */
export function frameAncestorsPolicy(allowedOrigins: readonly string[]): string {
  const sources = allowedOrigins.filter(isBareOrigin);
  return `frame-ancestors ${sources.length === 0 ? "'none'" : sources.join(" ")}`;
}

function isBareOrigin(origin: string): boolean {
  if (!/^https?:\/\/[^\s;,'"]+$/.test(origin)) return false;
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}
