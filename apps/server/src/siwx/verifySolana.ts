import { ed25519 } from "@noble/curves/ed25519";
import { base58, hex } from "@scure/base";

/**
 * Solana's `signMessage`: ed25519 over the UTF-8 bytes of the text, by the
 * key the base58 address is. Wallets hand the 64-byte signature back as
 * bytes; clients send it base58 (the Solana convention) or 0x-hex.
 */
export function verifySolanaSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  const publicKey = decode(address, base58);
  const signatureBytes = /^0x[0-9a-fA-F]{128}$/.test(signature)
    ? hex.decode(signature.slice(2).toLowerCase())
    : decode(signature, base58);
  if (publicKey?.length !== 32 || signatureBytes?.length !== 64) return false;
  try {
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}

function decode(
  value: string,
  coder: { decode(text: string): Uint8Array },
): Uint8Array | undefined {
  try {
    return coder.decode(value);
  } catch {
    return undefined;
  }
}
