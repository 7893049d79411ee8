import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bip322MessageHash, bitcoinSignedMessageHash } from "./signedMessage.js";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

/** The legacy digest written out with Node's own hashing, length prefixes by hand. */
function expectedLegacy(message: string, lengthPrefix: number[]): string {
  const body = Buffer.from(message, "utf8");
  const all = Buffer.concat([
    Buffer.from("\u0018Bitcoin Signed Message:\n", "utf8"),
    Buffer.from(lengthPrefix),
    body,
  ]);
  return sha256(sha256(all)).toString("hex");
}

describe("bip322MessageHash", () => {
  // The message hashes BIP-322 lists among its test vectors.
  it.each([
    ["", "c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1"],
    ["Hello World", "f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a"],
  ])("hashes %j as BIP-322 lists", (message, expected) => {
    expect(hex(bip322MessageHash(message))).toBe(expected);
  });
});

describe("bitcoinSignedMessageHash", () => {
  it.each([
    ["a short message: one length byte", "Hello World", [11]],
    ["252 bytes: still one byte", "x".repeat(252), [252]],
    ["253 bytes: 0xfd and two bytes", "x".repeat(253), [0xfd, 253, 0]],
    ["70000 bytes: 0xfe and four bytes", "x".repeat(70_000), [0xfe, 0x70, 0x11, 0x01, 0x00]],
    ["UTF-8 counts bytes, not characters", "é", [2]],
  ])("%s", (_name, message, prefix) => {
    expect(hex(bitcoinSignedMessageHash(message))).toBe(expectedLegacy(message, prefix));
  });
});
