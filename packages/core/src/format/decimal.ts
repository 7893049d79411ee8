import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { coreText } from "../i18n/coreText.js";

/**
 * A number to format: a decimal string (exponent allowed), a JS number or a
 * bigint. A JS number is read as its shortest decimal spelling (`String(n)`),
 * so 1234.565 formats like "1234.565" rather than its binary approximation.
 */
export type DecimalInput = string | number | bigint;

/** A decimal split into sign and digit strings so no step goes through floating point. */
export interface Decimal {
  negative: boolean;
  /** Integer digits, no leading zeros, "0" at least. */
  integer: string;
  /** Fraction digits, trailing zeros kept. */
  fraction: string;
}

const DECIMAL = /^([+-])?(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i;
/** Far beyond any token's decimals; bounds the string work a hostile input can cause. */
const MAX_EXPONENT = 400;

function invalid(value: unknown): InvalidInputError {
  return new InvalidInputError(coreText("invalidNumber", foyerMessages.invalidNumber), {
    code: "INVALID_NUMBER",
    details: { value: String(value) },
  });
}

/** Parses a {@link DecimalInput} exactly; throws 'Invalid number' for anything else. */
export function parseDecimal(value: DecimalInput): Decimal {
  if (typeof value === "number" && !Number.isFinite(value)) throw invalid(value);
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "bigint") {
    throw invalid(value);
  }
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw invalid(value);
  const [, sign, mantissa = "", exponentText = "0"] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) throw invalid(value);
  const [whole = "", part = ""] = mantissa.split(".");
  const digits = whole + part;
  const point = whole.length + exponent;
  const padded =
    point < 0 ? "0".repeat(-point) + digits : digits.padEnd(Math.max(point, digits.length), "0");
  const at = Math.max(point, 0);
  const integer = padded.slice(0, at).replace(/^0+/, "") || "0";
  const fraction = padded.slice(at);
  return { negative: sign === "-" && /[1-9]/.test(digits), integer, fraction };
}

/** How {@link toFixedDecimal} drops digits beyond the kept places. */
export type RoundingMode = "truncate" | "halfUp";

/**
 * `decimal` with exactly `places` fraction digits. "truncate" cuts toward
 * zero; "halfUp" rounds half away from zero.
 */
export function toFixedDecimal(decimal: Decimal, places: number, mode: RoundingMode): Decimal {
  const kept = decimal.fraction.slice(0, places).padEnd(places, "0");
  let scaled = BigInt(decimal.integer + kept);
  if (mode === "halfUp" && (decimal.fraction.charAt(places) || "0") >= "5") scaled += 1n;
  const digits = scaled.toString().padStart(places + 1, "0");
  const split = digits.length - places;
  return {
    negative: decimal.negative && scaled !== 0n,
    integer: digits.slice(0, split),
    fraction: digits.slice(split),
  };
}

/** Whether the decimal is zero. */
export function isZeroDecimal(decimal: Decimal): boolean {
  return !/[1-9]/.test(decimal.integer + decimal.fraction);
}

/**
 * The decimal as `locale` writes numbers (English when none): its grouping (and where it
 * starts: Spanish leaves 1234 ungrouped), its group and decimal signs, its digits; with
 * `places` fraction digits (all of its own by default), dropping the rest by `rounding`
 * ("trunc" toward zero, "halfExpand" half away from zero). Intl reads a numeric string
 * exactly, so no amount passes through floating point; a negative that shows as zero loses
 * its sign.
 */
export function renderDecimal(
  decimal: Decimal,
  locale = "en",
  places = decimal.fraction.length,
  rounding: "trunc" | "halfExpand" = "halfExpand",
): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: rounding,
    signDisplay: "negative",
  }).format(
    `${decimal.negative ? "-" : ""}${decimal.integer}.${decimal.fraction || 0}` as `${number}`,
  );
}
