/**
 * The `device` claim of a session JWT, read WITHOUT verifying it: the frame
 * only uses it to keep speaking as the device the session was issued to
 * (contract: header `x-foyer-device`, claim `device`); the server verifies the
 * token on every call anyway.
 */
export function deviceOfToken(token: string): string | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== "object" || claims === null || !("device" in claims)) return undefined;
    const { device } = claims;
    return typeof device === "string" && device ? device : undefined;
  } catch {
    return undefined;
  }
}
