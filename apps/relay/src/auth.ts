/**
 * Client authentication on WebSocket upgrade. The SDK puts an EdDSA JWT in
 * the `auth` query parameter, signed by a per-install ed25519 key whose
 * did:key is the `iss` claim. That did:key is the client id: the relay uses
 * it to derive subscription ids and to tell publishers apart.
 */
import { decodeJWT, verifyJWT } from "@walletconnect/relay-auth";

export type AuthResult =
  | { readonly ok: true; readonly clientId: string }
  | { readonly ok: false; readonly reason: string };

/** Tolerated clock difference for `iat`, so a slightly fast client still connects. */
const CLOCK_SKEW_SECONDS = 5 * 60;

export async function authenticate(token: string | null, nowMs: number): Promise<AuthResult> {
  if (!token) return { ok: false, reason: "missing auth parameter" };
  let iss: unknown;
  let exp: unknown;
  let iat: unknown;
  try {
    const decoded = decodeJWT(token);
    if (decoded.header.alg !== "EdDSA" || decoded.header.typ !== "JWT") {
      return { ok: false, reason: "JWT must be an EdDSA JWT" };
    }
    ({ iss, exp, iat } = decoded.payload);
    // verifyJWT checks the signature against the did:key in `iss` only;
    // the time claims are checked below.
    if (!(await verifyJWT(token))) return { ok: false, reason: "bad JWT signature" };
  } catch (error) {
    return { ok: false, reason: `malformed JWT: ${(error as Error).message}` };
  }
  if (typeof iss !== "string" || !iss.startsWith("did:key:z")) {
    return { ok: false, reason: "iss must be a did:key" };
  }
  const nowSeconds = Math.floor(nowMs / 1000);
  if (typeof exp !== "number" || exp <= nowSeconds) return { ok: false, reason: "JWT expired" };
  if (typeof iat === "number" && iat > nowSeconds + CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: "JWT issued in the future" };
  }
  return { ok: true, clientId: iss };
}
