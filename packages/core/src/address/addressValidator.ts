import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import { type EvmAddress, isEvmAddress, isStrictEvmAddress } from "./evmAddress.js";
import { createLruCache } from "./lruCache.js";

/** Behaviour §9: address validity answers are remembered for the 8192 most recent addresses. */
export const ADDRESS_VALIDITY_CACHE_SIZE = 8192;

/**
 * No string longer than a `0x`-prefixed address can pass either check, so
 * such inputs are answered without caching: a pasted megabyte can't pin memory.
 */
const LONGEST_ADDRESS = 42;

/** EVM address checks (behaviour §5) with a bounded cache in front, so repeated keccak is skipped. */
export interface AddressValidator {
  /** Same answer as the plain {@link isEvmAddress}. */
  isEvmAddress(value: unknown): boolean;
  /** Same answer as the plain {@link isStrictEvmAddress}. */
  isStrictEvmAddress(value: unknown): value is EvmAddress;
  /** Throws 'Address is invalid' (behaviour §5) like the plain `assertEvmAddress`. */
  assertEvmAddress(value: unknown, options?: { strict?: boolean }): void;
  /** Answers currently remembered; never above the cache size. */
  readonly cachedCount: number;
}

/**
 * Creates an address validator owning its own LRU cache. A factory rather than
 * a module-level cache so two Foyer instances (or two tests) never share state.
 */
export function createAddressValidator(options: { maxEntries?: number } = {}): AddressValidator {
  const cache = createLruCache<string, boolean>(options.maxEntries ?? ADDRESS_VALIDITY_CACHE_SIZE);
  const check = (value: unknown, strict: boolean): boolean => {
    const plain = strict ? isStrictEvmAddress : isEvmAddress;
    if (typeof value !== "string" || value.length > LONGEST_ADDRESS) return plain(value);
    // One cache for both modes: a mixed-case address can be loosely valid and strictly not.
    const key = `${strict ? "s" : "l"}:${value}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const valid = plain(value);
    cache.set(key, valid);
    return valid;
  };
  return {
    isEvmAddress: (value) => check(value, false),
    isStrictEvmAddress: (value): value is EvmAddress => check(value, true),
    assertEvmAddress(value, assertOptions = {}) {
      if (!check(value, assertOptions.strict === true)) {
        throw new InvalidInputError(coreText("addressInvalid", messages.addressInvalid), {
          code: "INVALID_ADDRESS",
          details: { address: value },
        });
      }
    },
    get cachedCount() {
      return cache.size;
    },
  };
}
