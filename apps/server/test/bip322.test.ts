import { createHash } from "node:crypto";
import { secp256k1 } from "@noble/curves/secp256k1";
import { createBase58check } from "@scure/base";
import { Address as BitcoinAddress, Signer as BitcoinSigner } from "bip322-js";
import { describe, expect, it } from "vitest";
import { verifyBip322 } from "../src/siwx/bip322.js";

// BIP-322's published test vectors (the private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK3XQtaGVh).
const P2WPKH = "bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l";
const P2TR = "bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3";
const VECTORS: [address: string, message: string, signature: string][] = [
  [
    P2WPKH,
    "",
    "AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=",
  ],
  [
    P2WPKH,
    "Hello World",
    "AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=",
  ],
  [
    P2TR,
    "Hello World",
    "AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==",
  ],
];

const wif = createBase58check(
  (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest()),
);

type Kind = "p2pkh" | "p2sh-p2wpkh" | "p2wpkh" | "p2tr";
const KINDS: Kind[] = ["p2pkh", "p2sh-p2wpkh", "p2wpkh", "p2tr"];

/** A fresh key's address of `kind` and a signer from an independent implementation (bip322-js). */
function freshSigner(kind: Kind, network: "mainnet" | "testnet") {
  const secret = secp256k1.utils.randomPrivateKey();
  const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true));
  const address = BitcoinAddress.convertPubKeyIntoAddress(publicKey, kind)[network];
  const key = wif.encode(Uint8Array.from([network === "mainnet" ? 0x80 : 0xef, ...secret, 0x01]));
  return { address, sign: (message: string) => String(BitcoinSigner.sign(key, address, message)) };
}

/** `signature` with one bit flipped in byte `at` (counted from the end when negative). */
function flipped(signature: string, at: number): string {
  const bytes = Buffer.from(signature, "base64");
  const index = at < 0 ? bytes.length + at : at;
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("base64");
}

describe("BIP-322 verification", () => {
  it.each(VECTORS)(
    "accepts the published vector for %s and message %j",
    (address, message, signature) => {
      expect(verifyBip322(address, message, signature)).toBe(true);
      expect(verifyBip322(address, `${message}!`, signature)).toBe(false);
    },
  );

  it("refuses a vector's signature for another address of the same key type", () => {
    const [, message, signature] = VECTORS[1] ?? [];
    const other = freshSigner("p2wpkh", "mainnet").address;
    expect(verifyBip322(other, String(message), String(signature))).toBe(false);
  });

  it.each(KINDS.flatMap((kind) => [[kind, "mainnet"] as const, [kind, "testnet"] as const]))(
    "accepts what another implementation signs for a fresh %s address on %s, and nothing altered",
    (kind, network) => {
      const signer = freshSigner(kind, network);
      const message = `localhost wants you to sign in with your Bitcoin account:\n${signer.address}`;
      const signature = signer.sign(message);
      expect(verifyBip322(signer.address, message, signature)).toBe(true);
      expect(verifyBip322(signer.address, `${message} `, signature)).toBe(false);
      expect(verifyBip322(freshSigner(kind, network).address, message, signature)).toBe(false);
      // A bit flipped in the signature itself (not in a length or count byte).
      expect(verifyBip322(signer.address, message, flipped(signature, -10))).toBe(false);
    },
  );

  it.each([
    ["not base64", P2WPKH, "%%%"],
    ["an empty signature", P2WPKH, ""],
    ["a witness of the wrong shape", P2WPKH, Buffer.from([1, 0]).toString("base64")],
    ["not an address", "bc1qnotanaddress", VECTORS[1]?.[2] ?? ""],
    ["a taproot signature for a key-hash address", P2WPKH, VECTORS[2]?.[2] ?? ""],
    ["a key-hash signature for a taproot address", P2TR, VECTORS[1]?.[2] ?? ""],
    [
      "a 65-byte legacy signature of zeros",
      P2WPKH,
      Buffer.alloc(65, 0).fill(31, 0, 1).toString("base64"),
    ],
  ])("refuses %s without throwing", (_, address, signature) => {
    expect(verifyBip322(address, "Hello World", signature)).toBe(false);
  });
});
