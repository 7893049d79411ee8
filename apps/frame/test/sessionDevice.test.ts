import { describe, expect, it } from "vitest";
import { deviceOfToken } from "../src/storage/sessionDevice.js";

const jwt = (claims: unknown) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.sig`;

describe("deviceOfToken", () => {
  it.each([
    [jwt({ sub: "u", device: "8f1c-device" }), "8f1c-device"],
    [jwt({ sub: "u" }), undefined],
    [jwt({ device: 7 }), undefined],
    [jwt("just a string"), undefined],
    ["not-a-jwt", undefined],
    ["a.%%%.c", undefined],
  ])("%s → %s", (token, device) => {
    expect(deviceOfToken(token)).toBe(device);
  });
});
