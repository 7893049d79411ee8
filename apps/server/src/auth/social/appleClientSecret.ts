import { importPKCS8, SignJWT } from "jose";

/** The key Apple issues a Sign in with Apple service to sign its client secrets with. */
export interface AppleSigningKey {
  teamId: string;
  keyId: string;
  /** The downloaded `.p8` key: a PKCS #8 PEM (EC P-256). */
  privateKeyPem: string;
}

/** Apple accepts up to six months; a short life keeps a leaked secret's use short. */
const LIFETIME_S = 10 * 60;

/**
 * Apple's client secret: an ES256 JWT the client signs itself (`iss` the team, `sub` the
 * Services ID, `aud` Apple's issuer, `kid` the key), sent as `client_secret` at the token
 * endpoint. Made fresh for each code exchange.
 */
export async function appleClientSecret(
  key: AppleSigningKey,
  clientId: string,
  audience: string,
  nowMs: number,
): Promise<string> {
  const privateKey = await importPKCS8(key.privateKeyPem, "ES256");
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_S)
    .sign(privateKey);
}
