import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "foyer";

export interface SessionClaims {
  /** Session id, the row in `embedded_sessions`. */
  jti: string;
  /** User id. */
  sub: string;
  /** The frame's device id the session was opened on. */
  device: string;
}

/** HS256 JWT for one project (its `aud`), expiring at `expiresAtMs`. */
export async function signSessionToken(
  key: Uint8Array,
  projectId: string,
  claims: SessionClaims,
  nowMs: number,
  expiresAtMs: number,
): Promise<string> {
  return new SignJWT({ device: claims.device })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(projectId)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key);
}

/**
 * The claims of a token signed by us for this project and unexpired at
 * `nowMs`; undefined for anything else (bad signature, other project,
 * expired, malformed). Revocation is the session row's business.
 */
export async function readSessionToken(
  key: Uint8Array,
  projectId: string,
  token: string,
  nowMs: number,
): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: projectId,
      currentDate: new Date(nowMs),
      requiredClaims: ["jti", "sub", "exp"],
    });
    const { jti, sub, device } = payload;
    if (typeof jti !== "string" || typeof sub !== "string" || typeof device !== "string") {
      return undefined;
    }
    return { jti, sub, device };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
