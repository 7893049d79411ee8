import { formatSiwxMessage } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { type LoginSiwxRequest, loginSiwxMessage } from "../src/handlers/loginSiwx.js";

const ADDRESS = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const context = {
  address: ADDRESS,
  chainId: "eip155:31337",
  appOrigin: "http://localhost:5173",
  now: new Date("2026-11-23T10:00:00.000Z"),
};
const request: LoginSiwxRequest = {
  domain: "localhost:5173",
  uri: "http://localhost:5173/?siwx=required",
  version: "1",
  nonce: "abcdefgh1234",
  statement: "Sign in to the Foyer demo",
  expirationTime: "2026-11-24T10:00:00.000Z",
};

describe("loginSiwxMessage", () => {
  it("fills in account, chain and Issued At, and the text is the EIP-4361 form of those fields", () => {
    const message = loginSiwxMessage(request, context);
    expect(message).toMatchObject({
      accountAddress: ADDRESS,
      chainId: "eip155:31337",
      issuedAt: "2026-11-23T10:00:00.000Z",
      domain: "localhost:5173",
      nonce: "abcdefgh1234",
      statement: "Sign in to the Foyer demo",
      expirationTime: "2026-11-24T10:00:00.000Z",
    });
    const { serializedMessage, ...data } = message ?? { serializedMessage: "" };
    expect(serializedMessage).toBe(
      formatSiwxMessage(data as Parameters<typeof formatSiwxMessage>[0]),
    );
    expect(serializedMessage).toContain(
      `localhost:5173 wants you to sign in with your Ethereum account:\n${ADDRESS}`,
    );
  });

  it("takes the message's own chain when it names one", () => {
    expect(loginSiwxMessage({ ...request, chainId: "eip155:31338" }, context)?.chainId).toBe(
      "eip155:31338",
    );
    expect(loginSiwxMessage({ ...request, chainId: 1 }, context)?.chainId).toBe("eip155:1");
  });

  it.each([
    ["a domain other than the app's host", { domain: "bank.example" }, {}],
    ["a URI on another origin", { uri: "https://bank.example/" }, {}],
    ["a URI that is not a URL", { uri: "not a url" }, {}],
    [
      "another account than the wallet's",
      { accountAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" },
      {},
    ],
    ["a non-EVM chain", { chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }, {}],
    ["a short nonce", { nonce: "abc" }, {}],
    ["a statement with a line break", { statement: "Sign in\nURI: https://bank.example/" }, {}],
    ["an app origin that is not a URL", {}, { appOrigin: "null" }],
  ])("signs nothing for %s", (_, patch, contextPatch) => {
    expect(
      loginSiwxMessage({ ...request, ...patch }, { ...context, ...contextPatch }),
    ).toBeUndefined();
  });
});
