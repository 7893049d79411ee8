import { normaliseEmail } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { digestsMatch, hashCode, newCode } from "../src/auth/codes.js";
import { deriveKeys } from "../src/auth/keys.js";
import { open, seal } from "../src/auth/seal.js";
import { readSessionToken, signSessionToken } from "../src/auth/sessionToken.js";
import { frameAncestorsPolicy } from "../src/frame/frameAncestors.js";
import { redactUrl } from "../src/http/logSerializers.js";

const SECRET = "a-test-secret-of-at-least-32-characters";

describe("normaliseEmail", () => {
  it.each([
    ["user@example.com", "user@example.com"],
    ["  User.Name+tag@Example.COM ", "user.name+tag@example.com"],
    ["a@sub.example.co.uk", "a@sub.example.co.uk"],
    ["o'brien@example.ie", "o'brien@example.ie"],
  ])("accepts %j as %j", (raw, expected) => {
    expect(normaliseEmail(raw)).toBe(expected);
  });

  it.each([
    [""],
    ["plain"],
    ["@example.com"],
    ["user@"],
    ["user@example"],
    ["user@@example.com"],
    ["a@b@example.com"],
    ["user name@example.com"],
    ["user@exa mple.com"],
    [".user@example.com"],
    ["user.@example.com"],
    ["us..er@example.com"],
    ["user@-example.com"],
    ["user@example.123"],
    ["<user@example.com>"],
    [`${"a".repeat(65)}@example.com`],
    [`a@${"b".repeat(250)}.com`],
    [42],
    [null],
  ])("refuses %j", (raw) => {
    expect(normaliseEmail(raw)).toBeUndefined();
  });
});

describe("codes", () => {
  it("are six digits, hashed per slot, compared in constant time", () => {
    for (let i = 0; i < 200; i++) expect(newCode()).toMatch(/^\d{6}$/);
    const key = deriveKeys(SECRET).code;
    const slot = { projectId: "p", purpose: "login" as const, subject: "a@example.com" };
    const hash = hashCode(key, slot, "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(digestsMatch(hash, hashCode(key, slot, "123456"))).toBe(true);
    expect(digestsMatch(hash, hashCode(key, slot, "123457"))).toBe(false);
    expect(digestsMatch(hash, hashCode(key, { ...slot, subject: "b@example.com" }, "123456"))).toBe(
      false,
    );
    expect(digestsMatch(hash, hashCode(deriveKeys(`${SECRET}x`).code, slot, "123456"))).toBe(false);
    expect(digestsMatch(hash, "")).toBe(false);
  });
});

describe("keys", () => {
  it("are deterministic per secret and distinct per use", () => {
    const keys = deriveKeys(SECRET);
    expect(deriveKeys(SECRET)).toEqual(keys);
    const hex = Object.values(keys).map((key) => Buffer.from(key).toString("hex"));
    expect(new Set(hex).size).toBe(Object.keys(keys).length);
    expect(hex).toHaveLength(5);
    expect(hex.every((value) => value.length === 64)).toBe(true);
  });
});

describe("seal", () => {
  const key = deriveKeys(SECRET).seal;

  it("round-trips and never shows the plaintext", () => {
    const sealed = seal(key, "share-bytes", "auth-share:u1");
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("share-bytes");
    expect(seal(key, "share-bytes", "auth-share:u1")).not.toBe(sealed);
    expect(open(key, sealed, "auth-share:u1")).toBe("share-bytes");
  });

  it("refuses another context, another key and any tampering", () => {
    const sealed = seal(key, "share-bytes", "auth-share:u1");
    expect(open(key, sealed, "auth-share:u2")).toBeUndefined();
    expect(open(key, sealed, "recovery-share:u1")).toBeUndefined();
    expect(open(deriveKeys(`${SECRET}x`).seal, sealed, "auth-share:u1")).toBeUndefined();
    const [version, iv, body] = sealed.split(".");
    const flipped = `${body!.slice(0, -2)}${body!.endsWith("A") ? "B" : "A"}${body!.slice(-1)}`;
    expect(open(key, `${version}.${iv}.${flipped}`, "auth-share:u1")).toBeUndefined();
    expect(open(key, "v2.x.y", "auth-share:u1")).toBeUndefined();
    expect(open(key, "garbage", "auth-share:u1")).toBeUndefined();
  });
});

describe("session tokens", () => {
  const key = deriveKeys(SECRET).jwt;
  const claims = { jti: "j1", sub: "u1", device: "d1" };
  const now = Date.UTC(2030, 0, 1);

  it("carry HS256, the project as audience and an expiry", async () => {
    const token = await signSessionToken(key, "p1", claims, now, now + 60_000);
    const header = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    expect(header).toMatchObject({ alg: "HS256" });
    const payload = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(payload).toMatchObject({ aud: "p1", sub: "u1", jti: "j1", device: "d1" });
    expect(payload.exp).toBe(Math.floor((now + 60_000) / 1000));
    expect(await readSessionToken(key, "p1", token, now)).toEqual(claims);
  });

  it("are refused for another project, after expiry, or under another key", async () => {
    const token = await signSessionToken(key, "p1", claims, now, now + 60_000);
    expect(await readSessionToken(key, "p2", token, now)).toBeUndefined();
    expect(await readSessionToken(key, "p1", token, now + 61_000)).toBeUndefined();
    expect(await readSessionToken(deriveKeys(`${SECRET}x`).jwt, "p1", token, now)).toBeUndefined();
    expect(await readSessionToken(key, "p1", "a.b.c", now)).toBeUndefined();
  });
});

describe("frameAncestorsPolicy", () => {
  it.each([
    [["https://a.example"], "frame-ancestors https://a.example"],
    [
      ["https://a.example", "http://localhost:5173"],
      "frame-ancestors https://a.example http://localhost:5173",
    ],
    [[], "frame-ancestors 'none'"],
    [["https://a.example; script-src *", "*", "https://b.example/path"], "frame-ancestors 'none'"],
  ])("%j → %s", (origins, policy) => {
    expect(frameAncestorsPolicy(origins)).toBe(policy);
  });
});

describe("redactUrl", () => {
  it.each([
    [
      "/auth/v1/embedded/device/approve?token=abc",
      "/auth/v1/embedded/device/approve?token=[redacted]",
    ],
    ["/x?projectId=p&token=abc&y=1", "/x?projectId=p&token=[redacted]&y=1"],
    ["/x?otp=123456", "/x?otp=[redacted]"],
    ["/frame/?projectId=demo&chainId=eip155:1", "/frame/?projectId=demo&chainId=eip155:1"],
  ])("%s → %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
