import { formatSiwxMessage } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { authenticationRequest, SIGN_IN_PROPOSAL_TTL, sessionFromCacao } from "./oneClickAuth.js";

const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";

/** An EIP-4361 text laid out as the WalletConnect SDK formats a CACAO payload. */
const text = (statement: string | undefined) =>
  [
    `app.test wants you to sign in with your Ethereum account:`,
    ADDRESS,
    "",
    ...(statement === undefined ? [] : [statement]),
    "",
    "URI: https://app.test/",
    "Version: 1",
    "Chain ID: 31337",
    "Nonce: abcdefgh12",
    "Issued At: 2026-01-01T00:00:00.000Z",
  ].join("\n");

const payload = {
  iss: `did:pkh:eip155:31337:${ADDRESS}`,
  domain: "app.test",
  aud: "https://app.test/",
  version: "1",
  nonce: "abcdefgh12",
  iat: "2026-01-01T00:00:00.000Z",
};

describe("sessionFromCacao", () => {
  it.each([
    ["with a statement", "Sign in to Test"],
    ["without a statement", undefined],
  ])("maps the payload %s to data that serialises to the signed text", (_, statement) => {
    const message = text(statement);
    const session = sessionFromCacao(payload, message, "0xsig");
    expect(session?.data).toMatchObject({ accountAddress: ADDRESS, chainId: "eip155:31337" });
    expect(session?.data.statement).toBe(statement);
    expect(session && formatSiwxMessage(session.data)).toBe(message);
  });

  it.each([
    ["a non-eip155 issuer", { iss: "did:pkh:solana:abc:xyz" }],
    ["a malformed issuer", { iss: "0xabc" }],
    ["no audience", { aud: undefined }],
  ])("gives no session for %s", (_, patch) => {
    expect(sessionFromCacao({ ...payload, ...patch }, text(undefined), "0xsig")).toBeUndefined();
  });
});

describe("authenticationRequest", () => {
  it("passes the app's fields under the SDK's names and only those set", () => {
    const params = authenticationRequest({
      fields: {
        domain: "app.test",
        uri: "https://app.test/",
        version: "1",
        nonce: "abcdefgh12",
        expirationTime: "2026-01-02T00:00:00.000Z",
      },
      chainIds: ["eip155:1", "eip155:8453"],
    });
    expect(params).toEqual({
      chains: ["eip155:1", "eip155:8453"],
      domain: "app.test",
      uri: "https://app.test/",
      nonce: "abcdefgh12",
      ttl: SIGN_IN_PROPOSAL_TTL,
      exp: "2026-01-02T00:00:00.000Z",
    });
  });

  it("carries requestId, resources and notBefore when the app sets them", () => {
    const params = authenticationRequest({
      fields: {
        domain: "app.test",
        uri: "https://app.test/",
        version: "1",
        nonce: "abcdefgh12",
        notBefore: "2026-01-01T00:00:00.000Z",
        requestId: "req-1",
        resources: ["https://app.test/terms"],
      },
      chainIds: ["eip155:1"],
    });
    expect(params).toMatchObject({
      nbf: "2026-01-01T00:00:00.000Z",
      requestId: "req-1",
      resources: ["https://app.test/terms"],
    });
  });
});
