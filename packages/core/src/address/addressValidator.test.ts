import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import { ADDRESS_VALIDITY_CACHE_SIZE, createAddressValidator } from "./addressValidator.js";
import { isEvmAddress, isStrictEvmAddress } from "./evmAddress.js";

const GOOD = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const BAD_CHECKSUM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD";
const SAMPLES: unknown[] = [
  GOOD,
  BAD_CHECKSUM,
  GOOD.toLowerCase(),
  GOOD.slice(2),
  "0x1234",
  `${GOOD}00`,
  "x".repeat(10_000),
  "",
  null,
  42,
];

const addressOf = (i: number) => `0x${i.toString(16).padStart(40, "0")}`;

describe("address validity cache (behaviour §9: 8192; behaviour §5 rules)", () => {
  it("holds 8192 entries", () => {
    expect(ADDRESS_VALIDITY_CACHE_SIZE).toBe(8192);
  });

  it.each(SAMPLES)("answers %j exactly like the uncached checks, cold and warm", (value) => {
    const validator = createAddressValidator();
    for (let round = 0; round < 2; round++) {
      expect(validator.isEvmAddress(value)).toBe(isEvmAddress(value));
      expect(validator.isStrictEvmAddress(value)).toBe(isStrictEvmAddress(value));
    }
  });

  it("keeps strict and loose answers apart for the same string", () => {
    const validator = createAddressValidator();
    expect(validator.isEvmAddress(BAD_CHECKSUM)).toBe(true);
    expect(validator.isStrictEvmAddress(BAD_CHECKSUM)).toBe(false);
    expect(validator.isEvmAddress(BAD_CHECKSUM)).toBe(true);
  });

  it("evicts beyond 8192 addresses and still answers evicted ones correctly", () => {
    const validator = createAddressValidator();
    for (let i = 0; i <= ADDRESS_VALIDITY_CACHE_SIZE; i++) validator.isEvmAddress(addressOf(i));
    expect(validator.cachedCount).toBe(ADDRESS_VALIDITY_CACHE_SIZE);
    expect(validator.isEvmAddress(addressOf(0))).toBe(true);
    expect(validator.cachedCount).toBe(ADDRESS_VALIDITY_CACHE_SIZE);
  });

  it("does not cache non-strings or inputs longer than an address", () => {
    const validator = createAddressValidator();
    validator.isStrictEvmAddress("x".repeat(43));
    validator.isStrictEvmAddress(undefined);
    expect(validator.cachedCount).toBe(0);
  });

  it("gives each validator its own cache", () => {
    const a = createAddressValidator();
    const b = createAddressValidator();
    a.isEvmAddress(GOOD);
    expect(a.cachedCount).toBe(1);
    expect(b.cachedCount).toBe(0);
  });

  it("assertEvmAddress throws 'Address is invalid' like the plain one", () => {
    const validator = createAddressValidator();
    expect(() => validator.assertEvmAddress(BAD_CHECKSUM, { strict: true })).toThrow(
      messages.addressInvalid,
    );
    expect(() => validator.assertEvmAddress(BAD_CHECKSUM)).not.toThrow();
    expect(() => validator.assertEvmAddress("0x1234")).toThrow(messages.addressInvalid);
  });
});
