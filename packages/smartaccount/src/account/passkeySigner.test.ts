import { SIGNATURE_ABI_PARAMS } from "@metamask/smart-accounts-kit/utils";
import { concat, decodeAbiParameters, type Hex, keccak256, numberToHex, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { addPasskeyCall, encodePasskeySignature, passkeyPoint } from "./passkeySigner.js";

const N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const CLIENT_DATA =
  '{"type":"webauthn.get","challenge":"q83vEjRWeJA","origin":"http://localhost:8787"}';
const signed = (s: bigint, flags: Hex) => ({
  signature: concat([numberToHex(7n, { size: 32 }), numberToHex(s, { size: 32 })]),
  webauthn: {
    authenticatorData: concat([keccak256(toHex("rp")), flags, "0x00000001"]),
    clientDataJSON: CLIENT_DATA,
    challengeIndex: 23,
    typeIndex: 1,
    userVerificationRequired: true,
  },
  raw: {} as never,
});

describe("encodePasskeySignature", () => {
  it.each([
    { name: "a low s stays", s: 5n, flags: "0x05" as Hex, lowS: 5n, verified: true },
    { name: "a high s becomes n - s", s: N - 5n, flags: "0x05" as Hex, lowS: 5n, verified: true },
    {
      name: "user presence alone is not verification",
      s: 9n,
      flags: "0x01" as Hex,
      lowS: 9n,
      verified: false,
    },
  ])("$name", ({ s, flags, lowS, verified }) => {
    const [keyIdHash, r, sOut, , uv, before, after, typeAt] = decodeAbiParameters(
      SIGNATURE_ABI_PARAMS,
      encodePasskeySignature("key-1", signed(s, flags)),
    );
    expect(keyIdHash).toBe(keccak256(toHex("key-1")));
    expect(r).toBe(7n);
    expect(sOut).toBe(lowS);
    expect(uv).toBe(verified);
    // The account puts the challenge it checks back between the two halves.
    expect(`${before}q83vEjRWeJA${after}`).toBe(CLIENT_DATA);
    expect(typeAt).toBe(1n);
  });

  it("refuses client data without a challenge", () => {
    const bad = signed(5n, "0x05");
    bad.webauthn.clientDataJSON = '{"type":"webauthn.get"}';
    expect(() => encodePasskeySignature("k", bad)).toThrow(/challenge/);
  });
});

describe("passkeyPoint / addPasskeyCall", () => {
  const x = numberToHex(1n, { size: 32 });
  const y = numberToHex(2n, { size: 32 });
  it("reads x and y of an uncompressed key", () => {
    expect(passkeyPoint(concat(["0x04", x, y]))).toEqual({ x: 1n, y: 2n });
    expect(
      addPasskeyCall("0x0000000000000000000000000000000000000001", "k", concat(["0x04", x, y])).to,
    ).toBe("0x0000000000000000000000000000000000000001");
  });
  it.each([
    ["compressed", concat(["0x02", x])],
    ["no prefix", concat([x, y])],
  ])("refuses a %s key", (_name, key) => {
    expect(() => passkeyPoint(key)).toThrow(/uncompressed/);
  });
});
