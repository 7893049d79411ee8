// Shape only (prefix, alphabet, length); the Bitcoin adapter decodes it for its network.
export { isBitcoinAddressShape } from "@foyer/protocol";
export {
  ADDRESS_VALIDITY_CACHE_SIZE,
  type AddressValidator,
  createAddressValidator,
} from "./addressValidator.js";
export { isCallTarget } from "./callTarget.js";
export {
  assertEvmAddress,
  type EvmAddress,
  isEvmAddress,
  isStrictEvmAddress,
  toChecksumAddress,
} from "./evmAddress.js";
export { isSolanaAddress } from "./solanaAddress.js";
