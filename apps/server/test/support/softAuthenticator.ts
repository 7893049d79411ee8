import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software WebAuthn authenticator for server tests: it answers creation and request options
 * as a browser and a platform authenticator would (attestation "none", ES256), and lets a test
 * write what a browser never would — another origin, another RP ID, an old counter.
 */
export interface SoftCredential {
  id: string;
  rpId: string;
  userHandle: string;
  counter: number;
  privateKey: KeyObject;
}

export interface CeremonyOverrides {
  /** What the browser writes as the page's origin. */
  origin: string;
  /** The RP ID the authenticator signs for; the options' by default. */
  rpId?: string;
  /** The page that embedded the frame (`crossOrigin: true`). */
  topOrigin?: string;
  /** The counter the authenticator reports; one more than the last by default. */
  counter?: number;
  /** COSE algorithm written into the public key (a real key is always P-256). */
  alg?: number;
  /** Flags: user present and verified by default; `backedUp` marks a synced passkey. */
  backedUp?: boolean;
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function clientData(type: string, challenge: string, overrides: CeremonyOverrides): Buffer {
  return Buffer.from(
    JSON.stringify({
      type,
      challenge,
      origin: overrides.origin,
      ...(overrides.topOrigin === undefined
        ? { crossOrigin: false }
        : { crossOrigin: true, topOrigin: overrides.topOrigin }),
    }),
  );
}

function flags(overrides: CeremonyOverrides, attested: boolean): number {
  // UP (0x01) | UV (0x04) | BE (0x08) and BS (0x10) for a synced one | AT (0x40)
  const backup = overrides.backedUp ? 0x08 | 0x10 : 0;
  return 0x01 | 0x04 | backup | (attested ? 0x40 : 0);
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** Answers `navigator.credentials.create()` for the server's creation options. */
export function createCredential(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  overrides: CeremonyOverrides,
): { credential: SoftCredential; response: Record<string, unknown> } {
  const rpId = overrides.rpId ?? options.rp.id ?? "";
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, overrides.alg ?? -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? "")],
      [-3, isoBase64URL.toBuffer(jwk.y ?? "")],
    ]),
  );
  const credentialId = randomBytes(16);
  const counter = overrides.counter ?? 0;
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([flags(overrides, true)]),
    counterBytes(counter),
    Buffer.alloc(16), // AAGUID: none
    idLength,
    credentialId,
    Buffer.from(cose),
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", new Uint8Array(authData)],
    ]) as never,
  );
  const id = isoBase64URL.fromBuffer(new Uint8Array(credentialId));
  return {
    credential: { id, rpId, userHandle: options.user.id, counter, privateKey },
    response: {
      id,
      rawId: id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          new Uint8Array(clientData("webauthn.create", options.challenge, overrides)),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
    },
  };
}

/** Answers `navigator.credentials.get()` with a credential (its counter moves on). */
export function assert(
  credential: SoftCredential,
  options: { challenge: string; rpId?: string },
  overrides: CeremonyOverrides,
): Record<string, unknown> {
  const counter = overrides.counter ?? credential.counter + 1;
  credential.counter = counter;
  const authData = Buffer.concat([
    sha256(overrides.rpId ?? options.rpId ?? credential.rpId),
    Buffer.from([flags(overrides, false)]),
    counterBytes(counter),
  ]);
  const data = clientData("webauthn.get", options.challenge, overrides);
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), credential.privateKey);
  return {
    id: credential.id,
    rawId: credential.id,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: isoBase64URL.fromBuffer(new Uint8Array(data)),
      authenticatorData: isoBase64URL.fromBuffer(new Uint8Array(authData)),
      signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
      userHandle: credential.userHandle,
    },
  };
}
