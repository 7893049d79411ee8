import { isEvmAddress } from "../address/evmAddress.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";

/** First 4 bytes of keccak256("transfer(address,uint256)"), the ERC-20 transfer selector. */
export const ERC20_TRANSFER_SELECTOR = "0xa9059cbb";
const UINT256_MAX = (1n << 256n) - 1n;

/** One ABI word: 32 bytes, left-padded with zeros. */
function word(hex: string): string {
  return hex.padStart(64, "0");
}

/**
 * Calldata of ERC-20 `transfer(to, amount)`, ABI-encoded by hand: two static
 * words after the selector need no ABI library, which keeps viem out of the
 * modal's bundle.
 *
 * @example encodeErc20Transfer("0x…", 5_000_000n) // "0xa9059cbb000…"
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { to },
    });
  }
  if (typeof amount !== "bigint" || amount < 0n || amount > UINT256_MAX) {
    throw new InvalidInputError(coreText("invalidNumber", foyerMessages.invalidNumber), {
      code: "INVALID_NUMBER",
      details: { amount: String(amount) },
    });
  }
  const address = to.replace(/^0x/, "").toLowerCase();
  return `${ERC20_TRANSFER_SELECTOR}${word(address)}${word(amount.toString(16))}`;
}
