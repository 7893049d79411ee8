import { isPrefixedEvmAddress } from "@foyer/protocol";
import { type Address, getAddress } from "viem";

/** Pseudo-address the blockchain API uses for a network's native coin in CAIP-10 ids. */
export { NATIVE_TOKEN_ADDRESS } from "@foyer/protocol";

/**
 * `0x` + 40 hex digits, any case, checksummed. Mixed case is not checked against its
 * checksum: clients send lowercased addresses too, and reading a price can't lose funds.
 */
export function parseEvmAddress(value: unknown): Address | undefined {
  return isPrefixedEvmAddress(value) ? getAddress(value) : undefined;
}
