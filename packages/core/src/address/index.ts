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
