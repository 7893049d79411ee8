import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM: `v1.<iv>.<ciphertext‖tag>` (base64url). `context` (e.g.
 * `auth-share:<userId>`) is bound as associated data, so a sealed value
 * copied into another row or column does not open.
 */
export function seal(key: Uint8Array, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([
    cipher.update(plaintext, "utf8"),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** The plaintext, or undefined when the value was tampered with, moved or sealed under another key. */
export function open(key: Uint8Array, sealed: string, context: string): string | undefined {
  const [version, ivText, bodyText] = sealed.split(".");
  if (version !== VERSION || ivText === undefined || bodyText === undefined) return undefined;
  const iv = Buffer.from(ivText, "base64url");
  const body = Buffer.from(bodyText, "base64url");
  if (iv.length !== IV_BYTES || body.length < TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(body.subarray(0, body.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return plain.toString("utf8");
  } catch {
    return undefined;
  }
}
