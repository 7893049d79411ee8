import { describe, expect, it } from "vitest";
import { readInput } from "../http/readInput.js";
import {
  embeddedCreateWalletRoute,
  embeddedEmailReauthRoute,
  embeddedEmailVerifyRoute,
  embeddedFarcasterConnectRoute,
} from "./embeddedAuthRoutes.js";

describe("embedded auth bodies", () => {
  it.each([
    ["no body", undefined],
    ["null", null],
    ["a list", [1]],
    ["a string", "otp"],
    ["no otp", { email: "a@example.com" }],
    ["a number", { email: "a@example.com", otp: 42 }],
  ])("refuse %s with the missing field's own message", (_case, body) => {
    expect(readInput(embeddedEmailVerifyRoute.body, body)).toEqual({
      ok: false,
      field: "otp",
      message: "otp must be a string",
    });
  });

  it.each([
    [" Ada@Example.COM ", "ada@example.com"],
    ["no-at-sign", undefined],
    [42, undefined],
    [undefined, undefined],
  ])("read the email %j as %j, never refusing it", (email, read) => {
    const body = readInput(embeddedEmailVerifyRoute.body, { email, otp: "123456" });
    expect(body).toEqual({ ok: true, value: { email: read, otp: "123456" } });
  });

  it("read a wrong lenient field as none", () => {
    expect(readInput(embeddedEmailReauthRoute.body, { purpose: "steal", locale: 7 })).toEqual({
      ok: true,
      value: { purpose: undefined, locale: undefined },
    });
    expect(readInput(embeddedEmailReauthRoute.body, { purpose: "export", locale: "de" })).toEqual({
      ok: true,
      value: { purpose: "export", locale: "de" },
    });
  });

  it("name the first bad field of a wallet upload, with the code the route gives it", () => {
    const share = "AAAA";
    const bad = readInput(embeddedCreateWalletRoute.body, {
      address: `0x${"a".repeat(40)}`,
      authShare: "not base64!",
      recoveryShare: share,
    });
    expect(bad).toEqual({
      ok: false,
      field: "authShare",
      message: "authShare must be a base64 share",
    });
    expect(embeddedCreateWalletRoute.codes.authShare).toBe("BAD_REQUEST");
    expect(
      readInput(embeddedCreateWalletRoute.body, {
        address: "0x12",
        authShare: share,
        recoveryShare: share,
      }),
    ).toMatchObject({ ok: false, message: "address must be an 0x address of 40 hex digits" });
  });

  it("take only a channel id of the shape farcaster/start answers", () => {
    const message = "channel must be the id farcaster/start answered";
    for (const channel of ["short", "x".repeat(65), "a b".repeat(10), 7]) {
      expect(readInput(embeddedFarcasterConnectRoute.body, { channel })).toMatchObject({ message });
    }
    const channel = "A".repeat(32);
    expect(readInput(embeddedFarcasterConnectRoute.body, { channel })).toEqual({
      ok: true,
      value: { channel },
    });
  });
});
