import { randomBytes } from "@noble/hashes/utils";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Bytes at or above this would favour the first letters of the alphabet; they are skipped. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A nonce from the platform's cryptographic random source: alphanumeric as
 * EIP-4361 requires, 17 characters (~100 bits) so it can't be guessed.
 */
export function randomNonce(length = 17, random: (n: number) => Uint8Array = randomBytes): string {
  let out = "";
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < UNBIASED_LIMIT && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
