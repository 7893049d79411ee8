import { isPrefixedEvmAddress } from "@foyer/protocol";
import { keccak_256 } from "@noble/hashes/sha3";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";

/** An EVM address in the `0x`-prefixed form. */
export type EvmAddress = `0x${string}`;

const LOOSE = /^(0x)?[0-9a-fA-F]{40}$/;

/** Behaviour §5 EVM address, loose mode: 40 hex digits, `0x` optional, any letter case. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === "string" && LOOSE.test(value);
}

/**
 * The EIP-55 checksummed spelling of an address (loose input accepted).
 *
 * @example toChecksumAddress("0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed") // "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"
 */
export function toChecksumAddress(address: string): EvmAddress {
  if (!isEvmAddress(address)) {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { address },
    });
  }
  const lower = address.toLowerCase().replace(/^0x/, "");
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = "0x";
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower.charAt(i);
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out as EvmAddress;
}

/**
 * Behaviour §5 EVM address, strict mode: `0x` plus 40 hex digits and a valid
 * EIP-55 checksum. EIP-55 defines all-lowercase and all-uppercase addresses
 * as carrying no checksum, and wallets hand out lowercase addresses, so
 * those pass; a mixed-case address must match its checksum exactly.
 */
export function isStrictEvmAddress(value: unknown): value is EvmAddress {
  if (!isPrefixedEvmAddress(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(value) === value;
}

/**
 * Throws 'Address is invalid' (behaviour §5) unless `value` is an EVM address,
 * strict per {@link isStrictEvmAddress} when `strict` is set, else loose.
 */
export function assertEvmAddress(value: unknown, options: { strict?: boolean } = {}): void {
  const valid = options.strict === true ? isStrictEvmAddress(value) : isEvmAddress(value);
  if (!valid) {
    throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
      code: "INVALID_ADDRESS",
      details: { address: value },
    });
  }
}
