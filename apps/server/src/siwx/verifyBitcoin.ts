import { verifyBip322 } from "./bip322.js";

/**
 * BIP-322 message signature (base64): the "simple" form for segwit
 * addresses (P2WPKH, P2SH-P2WPKH, P2TR) and, for legacy P2PKH addresses,
 * the older BIP-137 form that BIP-322 keeps compatible. Malformed input is
 * just an invalid signature here.
 */
export function verifyBitcoinSignature(
  address: string,
  message: string,
  signature: string,
): boolean {
  return verifyBip322(address, message, signature);
}
