/** Behaviour §9: a pairing with less than this left is treated as expired. */
export const PAIRING_EXPIRED_THRESHOLD_MS = 10_000;

/**
 * Behaviour §5: a wallet-connect pairing is expired when under 10 s remain, so a
 * QR code is never shown that would lapse while being scanned. No expiry
 * yet (no pairing) counts as expired.
 *
 * @param expiry epoch ms the pairing expires at
 * @param now epoch ms
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  if (expiry === undefined || !Number.isFinite(expiry)) return true;
  return expiry - now < PAIRING_EXPIRED_THRESHOLD_MS;
}
