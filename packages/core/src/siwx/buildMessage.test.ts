import type { SiwxMessageData } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { buildSiwxMessage } from "./buildMessage.js";

// The example message of EIP-4361 ("Example message"), byte for byte: nonce 32891756 and a
// seconds-precision Issued At, exactly as the EIP prints them.
const EIP4361_EXAMPLE = [
  "service.org wants you to sign in with your Ethereum account:",
  "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  "",
  "I accept the ServiceOrg Terms of Service: https://service.org/tos",
  "",
  "URI: https://service.org/login",
  "Version: 1",
  "Chain ID: 1",
  "Nonce: 32891756",
  "Issued At: 2021-09-30T16:25:24Z",
  "Resources:",
  "- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
  "- https://example.com/my-web2-claim.json",
].join("\n");

const EXAMPLE_DATA: SiwxMessageData = {
  domain: "service.org",
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  statement: "I accept the ServiceOrg Terms of Service: https://service.org/tos",
  uri: "https://service.org/login",
  version: "1",
  chainId: "eip155:1",
  nonce: "32891756",
  issuedAt: "2021-09-30T16:25:24Z",
  resources: [
    "ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/",
    "https://example.com/my-web2-claim.json",
  ],
};

describe("buildSiwxMessage", () => {
  it("builds the same text from a lowercase address (EIP-55 checksum applied) and a timestamp", () => {
    const message = buildSiwxMessage(
      { accountAddress: EXAMPLE_DATA.accountAddress.toLowerCase(), chainId: "eip155:1" },
      {
        domain: "service.org",
        uri: "https://service.org/login",
        nonce: "32891756",
        issuedAtMs: Date.parse("2021-09-30T16:25:24.000Z"),
        statement: EXAMPLE_DATA.statement,
        resources: EXAMPLE_DATA.resources,
      },
    );
    // Issued At from a timestamp is written with milliseconds; RFC 3339 allows both.
    expect(message.serializedMessage).toBe(
      EIP4361_EXAMPLE.replace(
        "Issued At: 2021-09-30T16:25:24Z",
        "Issued At: 2021-09-30T16:25:24.000Z",
      ),
    );
    expect(message.accountAddress).toBe("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2");
  });
});
