import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { coreText } from "../i18n/coreText.js";

const RAW = /^-?\d+$|^0x[0-9a-f]+$/i;
/** Token decimals are a uint8 on EVM and Solana. */
const MAX_DECIMALS = 255;

/**
 * A raw integer amount in a token's smallest unit as an exact decimal string
 * in whole tokens, without floating point: trailing fraction zeros dropped,
 * no grouping. `raw` may be a bigint, a decimal string or a `0x` hex string
 * (wallet_getAssets balances, behaviour §3).
 *
 * @example formatUnits("1500000", 6) // "1.5"
 * @example formatUnits("0xde0b6b3a7640000", 18) // "1"
 */
export function formatUnits(raw: string | bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new InvalidInputError(foyerMessages.invalidDecimals, {
      code: "INVALID_DECIMALS",
      details: { decimals },
    });
  }
  if (typeof raw !== "bigint" && (typeof raw !== "string" || !RAW.test(raw))) {
    throw new InvalidInputError(coreText("invalidNumber", foyerMessages.invalidNumber), {
      code: "INVALID_NUMBER",
      details: { value: String(raw) },
    });
  }
  const value = BigInt(raw);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, "0");
  const split = digits.length - decimals;
  const fraction = digits.slice(split).replace(/0+$/, "");
  return `${negative ? "-" : ""}${digits.slice(0, split)}${fraction === "" ? "" : `.${fraction}`}`;
}
