import type { ApprovalRisk } from "@foyer/protocol";

/**
 * At or above this an allowance is unlimited in practice: no token has a supply near 2^128
 * smallest units, and the "infinite" approvals dApps ask for (2^256 − 1) sit far above it.
 * A token's own smaller "infinite" (2^96 − 1) still exceeds any balance, so it is warned of.
 */
export const UNLIMITED_ALLOWANCE = 2n ** 128n;

/**
 * How far an ERC-20 approval reaches: `unlimited` at or above {@link UNLIMITED_ALLOWANCE},
 * `exceedsBalance` when the spender may take more than the account holds now (so it may
 * also take what arrives later), none otherwise. A balance that could not be read counts
 * as 0: an approval of anything then exceeds it.
 */
export function approvalRisk(
  amount: bigint,
  balance: bigint | undefined,
): ApprovalRisk | undefined {
  if (amount >= UNLIMITED_ALLOWANCE) return "unlimited";
  if (amount > (balance ?? 0n)) return "exceedsBalance";
  return undefined;
}
