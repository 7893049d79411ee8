import { describe, expect, it } from "vitest";
import { buildSiwxMessage } from "./buildMessage.js";
import { formatSiwxMessage } from "./messageText.js";
import type { SiwxMessageData } from "./types.js";

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

describe("EIP-4361 message text (eip155)", () => {
  it("matches the EIP-4361 example message byte for byte", () => {
    expect(formatSiwxMessage(EXAMPLE_DATA)).toBe(EIP4361_EXAMPLE);
  });

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

  it("without a statement keeps both blank lines, as the ABNF does", () => {
    const { statement: _s, resources: _r, ...bare } = EXAMPLE_DATA;
    expect(formatSiwxMessage(bare)).toBe(
      [
        "service.org wants you to sign in with your Ethereum account:",
        "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
        "",
        "",
        "URI: https://service.org/login",
        "Version: 1",
        "Chain ID: 1",
        "Nonce: 32891756",
        "Issued At: 2021-09-30T16:25:24Z",
      ].join("\n"),
    );
  });

  it("puts Expiration Time, Not Before and Request ID in the spec's order, before Resources", () => {
    const text = formatSiwxMessage({
      ...EXAMPLE_DATA,
      requestId: "req-1",
      notBefore: "2021-09-30T16:00:00.000Z",
      expirationTime: "2021-10-01T16:25:24.000Z",
      resources: ["https://example.com/a"],
    });
    expect(text.split("\n").slice(9)).toEqual([
      "Issued At: 2021-09-30T16:25:24Z",
      "Expiration Time: 2021-10-01T16:25:24.000Z",
      "Not Before: 2021-09-30T16:00:00.000Z",
      "Request ID: req-1",
      "Resources:",
      "- https://example.com/a",
    ]);
    expect(text.endsWith("\n")).toBe(false);
  });
});

describe("CAIP-122 message text (solana, bip122)", () => {
  const common = {
    domain: "service.org",
    uri: "https://service.org/login",
    version: "1",
    nonce: "32891757",
    issuedAt: "2021-09-30T16:25:24.000Z",
    statement: "Sign in to ServiceOrg",
  };

  it("solana: names the Solana account and carries the CAIP-2 reference as Chain ID", () => {
    expect(
      formatSiwxMessage({
        ...common,
        accountAddress: "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1",
        chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      }),
    ).toBe(
      [
        "service.org wants you to sign in with your Solana account:",
        "GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1",
        "",
        "Sign in to ServiceOrg",
        "",
        "URI: https://service.org/login",
        "Version: 1",
        "Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        "Nonce: 32891757",
        "Issued At: 2021-09-30T16:25:24.000Z",
      ].join("\n"),
    );
  });

  it("bip122: names the Bitcoin account", () => {
    const text = formatSiwxMessage({
      ...common,
      accountAddress: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      chainId: "bip122:000000000019d6689c085ae165831e93",
    });
    expect(text.split("\n")[0]).toBe("service.org wants you to sign in with your Bitcoin account:");
    expect(text).toContain("\nChain ID: 000000000019d6689c085ae165831e93\n");
  });
});
