import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";

/** Behaviour §9: addresses show 4 characters at the start and 6 at the end. */
export const ADDRESS_START_CHARS = 4;
export const ADDRESS_END_CHARS = 6;
const ELLIPSIS = "…";

/**
 * An address shortened for display (behaviour §9): 4 characters, an ellipsis,
 * the last 6. A leading `0x` is kept and not counted, so EVM addresses keep
 * 4 meaningful hex digits: `0x1234…abcdef`. Solana and Bitcoin addresses
 * have no prefix and keep their first 4. Addresses too short to gain from it
 * (4 + 1 + 6 characters or fewer after the prefix) are returned as they are.
 *
 * @example truncateAddress("0x1234567890abcdef1234567890abcdef12abcdef") // "0x1234…abcdef"
 */
export function truncateAddress(address: string): string {
  if (typeof address !== "string") {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { address },
    });
  }
  const prefix = address.startsWith("0x") ? "0x" : "";
  const body = address.slice(prefix.length);
  if (body.length <= ADDRESS_START_CHARS + ELLIPSIS.length + ADDRESS_END_CHARS) return address;
  return `${prefix}${body.slice(0, ADDRESS_START_CHARS)}${ELLIPSIS}${body.slice(-ADDRESS_END_CHARS)}`;
}
