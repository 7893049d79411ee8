import { describe, expect, it } from "vitest";
import { ClientError, createClientError } from "./clientError.js";
import { describeDetails } from "./describeDetails.js";
import { FOYER_VERSION, FoyerError, userMessageOf } from "./FoyerError.js";
import { messages } from "./messages.js";
import { normalizeWalletError } from "./normalizeWalletError.js";
import { WalletError } from "./walletError.js";

describe("FoyerError, shaped like viem's BaseError", () => {
  it("keeps the user's text in shortMessage and gives developers the rest in message", () => {
    const wallet = { code: 4001, message: "User rejected the request." };
    const error = new ClientError(messages.connectionRejected, {
      code: "CHAIN_MISMATCH",
      details: { expected: "eip155:1", actual: 10n },
      cause: wallet,
      metaMessages: ["Asked: eth_sendTransaction", "On: eip155:10"],
    });
    expect(error.shortMessage).toBe(messages.connectionRejected);
    expect(error.message).toBe(
      [
        messages.connectionRejected,
        "",
        "Asked: eth_sendTransaction",
        "On: eip155:10",
        "",
        'Details: {"expected":"eip155:1","actual":"10"}',
        "Docs: docs/errors.md#clienterror",
        `Version: @foyer/core@${FOYER_VERSION}`,
      ].join("\n"),
    );
    expect(error.metaMessages).toEqual(["Asked: eth_sendTransaction", "On: eip155:10"]);
  });

  it("names an Error cause's message, and a docsPath the thrower chose", () => {
    const error = new FoyerError("Something went wrong", {
      code: "X",
      cause: new Error("socket hang up"),
      docsPath: "docs/wagmi.md#errors",
    });
    expect(error.message.split("\n").slice(2)).toEqual([
      "Cause: socket hang up",
      "Docs: docs/wagmi.md#errors",
      `Version: @foyer/core@${FOYER_VERSION}`,
    ]);
  });

  it("walk(): the innermost cause, or the first link a function accepts", () => {
    const root = { code: 4001, message: "User rejected" };
    const wallet = normalizeWalletError(root);
    const outer = createClientError("CONNECTOR_NOT_CONNECTED", {}, wallet);
    expect(outer.walk()).toBe(root);
    expect(outer.walk((link) => link instanceof WalletError)).toBe(wallet);
    expect(outer.walk((link) => link instanceof ClientError)).toBe(outer);
    expect(outer.walk((link) => link === "nothing")).toBeUndefined();
    expect(createClientError("CHAIN_MISMATCH").walk()).toBeInstanceOf(ClientError);
  });

  it.each<[string, unknown, string]>([
    [
      "a FoyerError: its short message",
      createClientError("CHAIN_MISMATCH", { a: 1 }),
      "The wallet is on a different chain than this request",
    ],
    ["another error: its message", new TypeError("bad"), "bad"],
    ["anything else: as text", 42, "42"],
  ])("userMessageOf %s", (_, error, text) => {
    expect(userMessageOf(error)).toBe(text);
  });

  it("describes details as one line of JSON, safely", () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(describeDetails({ big: 1n, token: "eyJ-secret", error: new Error("e"), loop })).toBe(
      '{"big":"1","token":"[redacted]","error":{"name":"Error","message":"e"},"loop":{"a":1,"self":"[cycle]"}}',
    );
    expect(describeDetails({ long: "x".repeat(1000) })).toHaveLength(400);
  });
});
