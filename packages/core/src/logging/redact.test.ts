import { describe, expect, it } from "vitest";
import { ConnectionError } from "../errors/connectionError.js";
import { REDACTED, redact } from "./redact.js";

describe("redact: no secrets in the log", () => {
  it.each<[string, unknown, unknown]>([
    ["an otp", { otp: "123456", email: "a@b.c" }, { otp: REDACTED, email: "a@b.c" }],
    ["a token, nested", { session: { token: "jwt" } }, { session: REDACTED }],
    ["a private key", { wallet: { privateKey: "0xabc" } }, { wallet: { privateKey: REDACTED } }],
    ["a signature", { signature: "0x1" }, { signature: REDACTED }],
    [
      "an authorization header",
      { headers: { Authorization: "Bearer x" } },
      { headers: { Authorization: REDACTED } },
    ],
    ["bigints as strings", { value: 10n }, { value: "10" }],
    ["plain values as they are", { chainId: "eip155:1", n: 1 }, { chainId: "eip155:1", n: 1 }],
  ])("%s", (_name, input, expected) => {
    expect(redact(input)).toEqual(expected);
  });

  it("keeps an error's name, code and message, and redacts its details", () => {
    const error = new ConnectionError("Failed to connect", {
      code: "NO_ACCOUNTS",
      details: { connectorId: "metamask", token: "secret" },
    });
    expect(redact({ error })).toEqual({
      error: {
        name: "ConnectionError",
        message: "Failed to connect",
        code: "NO_ACCOUNTS",
        details: { connectorId: "metamask", token: REDACTED },
      },
    });
  });

  it("cuts cycles and deep nesting", () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(redact(loop)).toEqual({ a: 1, self: "[cycle]" });
    expect(redact({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({
      a: { b: { c: { d: "[object]" } } },
    });
  });
});
