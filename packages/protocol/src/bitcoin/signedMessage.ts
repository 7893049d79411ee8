import { sha256 } from "@noble/hashes/sha2";

const encoder = new TextEncoder();

/** Bitcoin's CompactSize: the length prefix of a serialized byte string. */
function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24);
}

/**
 * The digest a legacy ("signmessage", BIP-137) signature signs: double
 * SHA-256 of the magic prefix "Bitcoin Signed Message:\n" and the message,
 * each preceded by its length.
 */
export function bitcoinSignedMessageHash(message: string): Uint8Array {
  const prefix = encoder.encode("\u0018Bitcoin Signed Message:\n");
  const body = encoder.encode(message);
  const length = compactSize(body.length);
  const all = new Uint8Array(prefix.length + length.length + body.length);
  all.set(prefix);
  all.set(length, prefix.length);
  all.set(body, prefix.length + length.length);
  return sha256(sha256(all));
}

/**
 * BIP-322's message hash, which its virtual `to_spend` transaction commits
 * to: the BIP-340 tagged hash `BIP0322-signed-message` of the message.
 */
export function bip322MessageHash(message: string): Uint8Array {
  const tagHash = sha256(encoder.encode("BIP0322-signed-message"));
  const body = encoder.encode(message);
  const joined = new Uint8Array(64 + body.length);
  joined.set(tagHash);
  joined.set(tagHash, 32);
  joined.set(body, 64);
  return sha256(joined);
}
