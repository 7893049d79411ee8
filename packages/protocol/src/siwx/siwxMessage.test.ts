import { describe, expect, it } from "vitest";
import {
  formatSiwxMessage,
  parseRfc3339,
  parseSiwxMessage,
  type SiwxMessageData,
  splitChainId,
} from "./siwxMessage.js";

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

describe("parseSiwxMessage", () => {
  it("reads the EIP-4361 example back into its fields", () => {
    expect(parseSiwxMessage(EIP4361_EXAMPLE)).toEqual(EXAMPLE_DATA);
  });

  it("round-trips every optional line and the Solana and Bitcoin headers", () => {
    const full: SiwxMessageData = {
      ...EXAMPLE_DATA,
      expirationTime: "2021-10-01T16:25:24Z",
      notBefore: "2021-09-30T16:30:00Z",
      requestId: "request-7",
    };
    expect(parseSiwxMessage(formatSiwxMessage(full))).toEqual(full);
    const { statement: _statement, resources: _resources, ...bare } = EXAMPLE_DATA;
    expect(parseSiwxMessage(formatSiwxMessage(bare))).toEqual(bare);
    for (const chainId of [
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "bip122:000000000019d6689c085ae165831e93",
    ] as const) {
      const data = { ...bare, chainId, accountAddress: "addr" };
      const text = formatSiwxMessage(data);
      expect(parseSiwxMessage(text)).toEqual(data);
      expect(formatSiwxMessage(parseSiwxMessage(text) as SiwxMessageData)).toBe(text);
    }
  });

  /** The lines of the example after its header and address, with `patch` applied. */
  const example = (...replacements: [string, string][]) =>
    replacements.reduce((text, [from, to]) => text.replace(from, to), EIP4361_EXAMPLE);
  const bare = [
    "example.com wants you to sign in with your Ethereum account:",
    "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
    "",
    "",
    "URI: https://example.com",
    "Version: 1",
    "Chain ID: 1",
    "Nonce: 32891756",
    "Issued At: 2021-09-30T16:25:24Z",
  ].join("\n");

  // Every form the EIP-4361 ABNF allows, read and written back byte for byte.
  it.each<[string, string, Partial<SiwxMessageData>]>([
    ["the EIP's example", EIP4361_EXAMPLE, { domain: "service.org", scheme: undefined }],
    ["no statement, no optional line", bare, { statement: undefined, resources: undefined }],
    [
      "an https:// scheme before the domain",
      example(["service.org wants", "https://service.org wants"]),
      { scheme: "https", domain: "service.org" },
    ],
    [
      "a scheme with digits, plus, dot and dash",
      example(["service.org wants", "git+ssh.v2-x://service.org wants"]),
      { scheme: "git+ssh.v2-x", domain: "service.org" },
    ],
    [
      "an authority with a port",
      example(["service.org wants", "localhost:4361 wants"]),
      { domain: "localhost:4361" },
    ],
    [
      "an authority with user info, an IPv6 host and a port, after a scheme",
      example(["service.org wants", "http://ada@[::1]:8080 wants"]),
      { scheme: "http", domain: "ada@[::1]:8080" },
    ],
    [
      "an empty statement (a blank line of its own)",
      bare.replace("Cc2\n\n\n", "Cc2\n\n\n\n"),
      { statement: "" },
    ],
    [
      "a statement that looks like a tag",
      bare.replace("Cc2\n\n\n", "Cc2\n\nURI: not a tag\n\n"),
      { statement: "URI: not a tag" },
    ],
    [
      "Expiration Time, Not Before and Request ID",
      `${bare}\nExpiration Time: 2021-10-01T16:25:24.000+02:00\nNot Before: 2021-09-30T16:30:00Z\nRequest ID: 7`,
      {
        expirationTime: "2021-10-01T16:25:24.000+02:00",
        notBefore: "2021-09-30T16:30:00Z",
        requestId: "7",
      },
    ],
    [
      "only Not Before",
      `${bare}\nNot Before: 2021-09-30T16:30:00Z`,
      { notBefore: "2021-09-30T16:30:00Z" },
    ],
    ["an empty Request ID", `${bare}\nRequest ID: `, { requestId: "" }],
    ["Resources: with no entry", `${bare}\nResources:`, { resources: [] }],
    [
      "one resource",
      `${bare}\nResources:\n- https://a.example/x`,
      { resources: ["https://a.example/x"] },
    ],
    [
      "a CAIP-122 Solana header",
      bare
        .replace("Ethereum", "Solana")
        .replace("Chain ID: 1", "Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"),
      { chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" },
    ],
    [
      "a CAIP-122 Bitcoin header",
      bare
        .replace("Ethereum", "Bitcoin")
        .replace("Chain ID: 1", "Chain ID: 000000000019d6689c085ae165831e93"),
      { chainId: "bip122:000000000019d6689c085ae165831e93" },
    ],
  ])("reads %s and writes it back byte for byte", (_name, text, expected) => {
    const data = parseSiwxMessage(text);
    expect(data).toBeDefined();
    expect(data).toMatchObject(
      Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)),
    );
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(data).not.toHaveProperty(key);
    }
    expect(formatSiwxMessage(data as SiwxMessageData)).toBe(text);
  });

  it.each([
    ["empty", ""],
    ["not a message", "hello"],
    ["unknown account word", EIP4361_EXAMPLE.replace("Ethereum", "Dogecoin")],
    [
      "reordered tags",
      EIP4361_EXAMPLE.replace("Version: 1\nChain ID: 1", "Chain ID: 1\nVersion: 1"),
    ],
    ["missing nonce", EIP4361_EXAMPLE.replace("Nonce: 32891756\n", "")],
    ["a line after the last", `${EIP4361_EXAMPLE}\nextra`],
    ["a trailing newline", `${EIP4361_EXAMPLE}\n`],
    ["CRLF line breaks", EIP4361_EXAMPLE.replaceAll("\n", "\r\n")],
    ["a scheme without its slashes", EIP4361_EXAMPLE.replace("service.org", "https:service.org/")],
    [
      "a path after the domain",
      EIP4361_EXAMPLE.replace("service.org wants", "service.org/login wants"),
    ],
    [
      "a scheme starting with a digit",
      EIP4361_EXAMPLE.replace("service.org wants", "1http://service.org wants"),
    ],
    ["a missing statement's second blank line", EIP4361_EXAMPLE.replace("tos\n\nURI", "tos\nURI")],
    ["a resource without its dash", `${EIP4361_EXAMPLE}\nhttps://x.example`],
    ["no blank line after the address", EIP4361_EXAMPLE.replace("Cc2\n\n", "Cc2\n")],
    [
      "a repeated tag",
      EIP4361_EXAMPLE.replace(
        "Issued At: 2021-09-30T16:25:24Z",
        "Issued At: 2021-09-30T16:25:24Z\nIssued At: 2021-09-30T16:25:24Z",
      ),
    ],
  ])("refuses %s", (_name, text) => {
    expect(parseSiwxMessage(text)).toBeUndefined();
  });
});

describe("splitChainId", () => {
  it.each([
    ["eip155:1", { namespace: "eip155", reference: "1" }],
    [
      "bip122:000000000019d6689c085ae165831e93",
      { namespace: "bip122", reference: "000000000019d6689c085ae165831e93" },
    ],
    ["eip155", { namespace: "eip155", reference: "" }],
    ["a:b:c", { namespace: "a", reference: "b:c" }],
  ])("%s", (chainId, expected) => {
    expect(splitChainId(chainId)).toEqual(expected);
  });
});

describe("parseRfc3339", () => {
  it.each([
    ["2021-09-30T16:25:24Z", Date.UTC(2021, 8, 30, 16, 25, 24)],
    ["2021-09-30T16:25:24.500+00:00", Date.UTC(2021, 8, 30, 16, 25, 24, 500)],
    ["2021-09-30 16:25:24Z", undefined],
    ["2021-13-30T16:25:24Z", undefined],
    ["yesterday", undefined],
  ])("%s", (value, expected) => {
    expect(parseRfc3339(value)).toBe(expected);
  });
});
