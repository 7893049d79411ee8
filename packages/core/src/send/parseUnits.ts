import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { coreText } from "../i18n/coreText.js";

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

function invalid(details: Record<string, unknown>): InvalidInputError {
  return new InvalidInputError(coreText("invalidNumber", foyerMessages.invalidNumber), {
    code: "INVALID_NUMBER",
    details,
  });
}

/**
 * A typed token amount in the token's smallest unit, exactly (the inverse of
 * `formatUnits`). Digits beyond `decimals` are refused rather than rounded:
 * silently sending less than the user typed would be worse than asking.
 *
 * @example parseUnits("0.01", 18) // 10000000000000000n
 */
export function parseUnits(amount: string, decimals: number): bigint {
  const trimmed = typeof amount === "string" ? amount.trim() : "";
  if (!AMOUNT.test(trimmed) || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw invalid({ amount, decimals });
  }
  const [whole = "", fraction = ""] = trimmed.split(".");
  const significant = fraction.replace(/0+$/, "");
  if (significant.length > decimals) throw invalid({ amount, decimals });
  return BigInt((whole || "0") + significant.padEnd(decimals, "0"));
}
