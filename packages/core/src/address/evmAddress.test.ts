import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import {
  assertEvmAddress,
  isEvmAddress,
  isStrictEvmAddress,
  toChecksumAddress,
} from "./evmAddress.js";

// The test vectors published in EIP-55.
const CHECKSUMMED = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];
const ALL_UPPER = "0x52908400098527886E0F7030069857D2E4169EE7";
const ALL_LOWER = "0xde709f2102306220921060314715629080e2fb77";
// EIP-55: single-case spellings carry no checksum, so they are valid unchecksummed.
const UNCHECKSUMMED_LOWER = "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed";
const UNCHECKSUMMED_UPPER = "0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED";
const BAD_CHECKSUM = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD";

describe("EVM address, loose (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    [CHECKSUMMED[0], true],
    [ALL_LOWER, true],
    [ALL_LOWER.slice(2), true],
    [BAD_CHECKSUM, true],
    [`${ALL_LOWER}0`, false],
    [ALL_LOWER.slice(0, -1), false],
    ["0xde709f2102306220921060314715629080e2fbzz", false],
    [`0X${ALL_LOWER.slice(2)}`, false],
    [` ${ALL_LOWER}`, false],
    ["", false],
    [undefined, false],
    [42, false],
  ])("%j → %s", (value, expected) => {
    expect(isEvmAddress(value)).toBe(expected);
  });
});

describe("EVM address, strict with EIP-55 checksum (behaviour §5)", () => {
  it.each(CHECKSUMMED)("computes the EIP-55 checksum of %s", (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(toChecksumAddress(address.slice(2).toUpperCase())).toBe(address);
  });

  it.each<[unknown, boolean]>([
    ...CHECKSUMMED.map((address): [string, boolean] => [address, true]),
    [ALL_UPPER, true],
    [ALL_LOWER, true],
    [UNCHECKSUMMED_LOWER, true],
    [UNCHECKSUMMED_UPPER, true],
    [BAD_CHECKSUM, false],
    [CHECKSUMMED[0]?.slice(2), false],
    ["0x1234", false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isStrictEvmAddress(value)).toBe(expected);
  });

  it.each<[unknown, boolean | undefined]>([
    [BAD_CHECKSUM, true],
    ["0x1234", undefined],
    ["0x1234", false],
    [{}, false],
  ])("assertEvmAddress(%j, strict %s) throws 'Address is invalid'", (value, strict) => {
    expect(() => assertEvmAddress(value, strict === undefined ? {} : { strict })).toThrow(
      messages.addressInvalid,
    );
  });

  it("accepts a bad checksum when loose and a good one when strict", () => {
    expect(() => assertEvmAddress(BAD_CHECKSUM)).not.toThrow();
    expect(() => assertEvmAddress(CHECKSUMMED[1], { strict: true })).not.toThrow();
  });

  it("refuses to checksum a non-address", () => {
    expect(() => toChecksumAddress("0xnope")).toThrow(messages.addressInvalid);
  });
});
