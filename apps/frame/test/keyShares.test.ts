import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { combineShares, ShareMismatchError, splitKey } from "../src/wallet/keyShares.js";

describe("2-of-3 key shares", () => {
  const key = generatePrivateKey();
  const { address } = privateKeyToAccount(key);

  it.each([
    ["device", "auth"],
    ["auth", "device"],
    ["device", "recovery"],
    ["auth", "recovery"],
  ] as const)("%s + %s rebuild the key", async (a, b) => {
    const shares = await splitKey(key);
    expect(await combineShares(shares[a], shares[b], address)).toBe(key);
  });

  it("gives three different base64 shares, none of which is the key", async () => {
    const shares = await splitKey(key);
    const values = Object.values(shares);
    expect(new Set(values).size).toBe(3);
    for (const share of values) {
      expect(share).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(share, "base64").toString("hex")).not.toContain(key.slice(2));
    }
  });

  it("refuses shares from two different splits (a stale device share)", async () => {
    const before = await splitKey(key);
    const after = await splitKey(key);
    await expect(combineShares(before.device, after.auth, address)).rejects.toBeInstanceOf(
      ShareMismatchError,
    );
  });

  it("refuses a pair that rebuilds another wallet's key", async () => {
    const other = await splitKey(generatePrivateKey());
    await expect(combineShares(other.device, other.auth, address)).rejects.toBeInstanceOf(
      ShareMismatchError,
    );
  });

  it("refuses one share given twice and garbage", async () => {
    const shares = await splitKey(key);
    await expect(combineShares(shares.auth, shares.auth, address)).rejects.toBeInstanceOf(
      ShareMismatchError,
    );
    await expect(combineShares("AAAA", "AQID", address)).rejects.toBeInstanceOf(ShareMismatchError);
  });

  it("compares the address case-insensitively", async () => {
    const shares = await splitKey(key);
    expect(await combineShares(shares.device, shares.auth, address.toLowerCase())).toBe(key);
  });
});
