/**
 * The device share sealed by the passkey itself: AES-256-GCM under a key derived (HKDF-SHA-256)
 * from the passkey's PRF output, the user bound as associated data. Only a device where that
 * passkey answers can open it; the server keeps the sealed text (sealed again with its own key).
 * Format: `p1.<iv>.<ciphertext‖tag>` (base64url).
 */
const VERSION = "p1";

async function keyOf(prf: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", prf as BufferSource, "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    {
      name: "HKDF",
      hash: "SHA-256",
      salt: new Uint8Array(0),
      info: new TextEncoder().encode("foyer device share"),
    },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    [usage],
  );
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

export async function sealDeviceShare(
  prf: Uint8Array,
  userId: string,
  share: string,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const body = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(userId) },
    await keyOf(prf, "encrypt"),
    new TextEncoder().encode(share),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(body))}`;
}

/** The device share, or undefined when the text was sealed by another passkey or user. */
export async function openDeviceShare(
  prf: Uint8Array,
  userId: string,
  sealed: string,
): Promise<string | undefined> {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(iv), additionalData: new TextEncoder().encode(userId) },
      await keyOf(prf, "decrypt"),
      fromBase64Url(body),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
