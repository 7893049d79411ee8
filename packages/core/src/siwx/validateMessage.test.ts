import { describe, expect, it } from "vitest";
import { messages } from "../errors/messages.js";
import type { SiwxMessageData } from "./types.js";
import { assertValidSiwxMessage, isIsoDateTime } from "./validateMessage.js";

const VALID: SiwxMessageData = {
  domain: "service.org",
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  uri: "https://service.org/login",
  version: "1",
  chainId: "eip155:1",
  nonce: "32891757",
  issuedAt: "2021-09-30T16:25:24.000Z",
};

function fieldOf(patch: Partial<SiwxMessageData>): unknown {
  try {
    assertValidSiwxMessage({ ...VALID, ...patch });
    return "valid";
  } catch (error) {
    return (
      (error as { details: { field?: string }; message: string }).details.field ??
      (error as { shortMessage: string }).shortMessage
    );
  }
}

describe("sign-in message validation", () => {
  it("accepts the EIP-4361 example's fields", () => {
    expect(fieldOf({})).toBe("valid");
  });

  it.each<[string, Partial<SiwxMessageData>, string]>([
    ["a domain with a path", { domain: "service.org/login" }, "domain"],
    ["a domain with a space", { domain: "service org" }, "domain"],
    ["a scheme starting with a digit", { scheme: "1https" }, "scheme"],
    ["a scheme with its slashes", { scheme: "https://" }, "scheme"],
    ["a nonce under 8 characters", { nonce: "abc1234" }, "nonce"],
    ["a nonce with punctuation", { nonce: "abcd-12345" }, "nonce"],
    ["a date without time zone", { issuedAt: "2021-09-30T16:25:24" }, "issuedAt"],
    ["an impossible date", { issuedAt: "2021-13-45T16:25:24Z" }, "issuedAt"],
    ["a bad expiration time", { expirationTime: "tomorrow" }, "expirationTime"],
    ["a bad not-before", { notBefore: "2021-09-30" }, "notBefore"],
    ["a statement with a line break", { statement: "a\nURI: https://evil" }, "statement"],
    ["a version other than 1", { version: "2" }, "version"],
    ["a relative uri", { uri: "/login" }, "uri"],
    ["a non-decimal EVM chain", { chainId: "eip155:0x1" }, "chainId"],
    [
      "a namespace without a message format",
      { chainId: "polkadot:91b171bb158e2d3848fa23a9f1c25182" },
      "chainId",
    ],
    ["a request id with a space", { requestId: "a b" }, "requestId"],
    ["a resource that is not a URI", { resources: ["not a uri"] }, "resources"],
  ])("refuses %s", (_name, patch, field) => {
    expect(fieldOf(patch)).toBe(field);
  });

  it("accepts a port, localhost and an IPv6 host", () => {
    for (const domain of ["localhost:5173", "app.example.com:8443", "[::1]:3000"]) {
      expect(fieldOf({ domain })).toBe("valid");
      expect(fieldOf({ domain, scheme: "https" })).toBe("valid");
    }
  });

  it("refuses addresses that don't belong to the chain with 'Address is invalid'", () => {
    expect(fieldOf({ accountAddress: "0x1234" })).toBe(messages.addressInvalid);
    expect(fieldOf({ accountAddress: "0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2" })).toBe(
      messages.addressInvalid,
    );
    expect(
      fieldOf({ chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", accountAddress: "0OIl" }),
    ).toBe(messages.addressInvalid);
    expect(
      fieldOf({
        chainId: "bip122:000000000019d6689c085ae165831e93",
        accountAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      }),
    ).toBe("valid");
  });

  it("setup failures carry the behaviour §8 message", () => {
    expect(() => assertValidSiwxMessage({ ...VALID, nonce: "x" })).toThrow(messages.authInitFailed);
  });

  it("reads RFC 3339 date-times with offsets and fractions", () => {
    expect(isIsoDateTime("2021-09-30T16:25:24+02:00")).toBe(true);
    expect(isIsoDateTime("2021-09-30T16:25:24.123456Z")).toBe(true);
    expect(isIsoDateTime("2021-09-30 16:25:24Z")).toBe(false);
  });
});
