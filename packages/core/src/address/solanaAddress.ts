const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Behaviour §5 Solana address: 32 to 44 base58 characters (base58 has no 0, O,
 * I or l). A 32-byte public key always encodes to that length.
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === "string" && BASE58.test(value);
}
