import { formatSiwxMessage } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { buildSiwxMessage } from "./buildMessage.js";

// The text itself (EIP-4361's example byte for byte, every ABNF form) is protocol's
// formatSiwxMessage, tested there; this checks what core decides before formatting.
const CHECKSUMMED = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const ISSUED_AT_MS = Date.parse("2021-09-30T16:25:24.000Z");

describe("buildSiwxMessage", () => {
  it("checksums a lowercase EVM address (EIP-55), writes Issued At from the timestamp, version 1", () => {
    const message = buildSiwxMessage(
      { accountAddress: CHECKSUMMED.toLowerCase(), chainId: "eip155:1" },
      { domain: "app.test", uri: "https://app.test/", nonce: "n0nce123", issuedAtMs: ISSUED_AT_MS },
    );
    expect(message.accountAddress).toBe(CHECKSUMMED);
    expect(message.serializedMessage).toBe(
      formatSiwxMessage({
        domain: "app.test",
        accountAddress: CHECKSUMMED,
        uri: "https://app.test/",
        version: "1",
        chainId: "eip155:1",
        nonce: "n0nce123",
        issuedAt: "2021-09-30T16:25:24.000Z",
      }),
    );
  });

  it("adds Expiration Time expiresInMs after Issued At, and keeps statement and resources", () => {
    const message = buildSiwxMessage(
      { accountAddress: CHECKSUMMED, chainId: "eip155:1" },
      {
        domain: "app.test",
        uri: "https://app.test/",
        nonce: "n0nce123",
        issuedAtMs: ISSUED_AT_MS,
        expiresInMs: 60_000,
        statement: "Hi",
        resources: ["https://app.test/tos"],
      },
    );
    const lines = message.serializedMessage.split("\n");
    expect(lines).toContain("Expiration Time: 2021-09-30T16:26:24.000Z");
    expect(lines).toContain("Hi");
    expect(lines.slice(-2)).toEqual(["Resources:", "- https://app.test/tos"]);
  });
});
