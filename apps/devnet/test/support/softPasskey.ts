import { webcrypto } from "node:crypto";
import { bytesToHex, concat, type Hex, hexToBytes, sha256, toHex } from "viem";
import type { WebAuthnAccount } from "viem/account-abstraction";

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/**
 * A passkey in software for node tests: a P-256 key that answers WebAuthn assertions as an
 * authenticator would (authenticator data with user presence and verification, client data
 * JSON carrying the challenge, an ECDSA signature over both), behind viem's WebAuthn account
 * shape, so the smart account's on-chain WebAuthn check sees what a browser would send.
 */
export async function softPasskey(rpId = "localhost"): Promise<WebAuthnAccount> {
  const pair = await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, [
    "sign",
  ]);
  const publicKey = bytesToHex(
    new Uint8Array(await webcrypto.subtle.exportKey("raw", pair.publicKey)),
  );
  const id = base64url(webcrypto.getRandomValues(new Uint8Array(16)));
  let counter = 0;
  const sign = async ({ hash }: { hash: Hex }) => {
    counter += 1;
    const clientDataJSON = JSON.stringify({
      type: "webauthn.get",
      challenge: base64url(hexToBytes(hash)),
      origin: `http://${rpId}:8787`,
      crossOrigin: false,
    });
    const authenticatorData = concat([
      sha256(toHex(rpId)),
      "0x05", // user present, user verified
      toHex(counter, { size: 4 }),
    ]);
    const signed = concat([authenticatorData, sha256(toHex(clientDataJSON))]);
    const raw = await webcrypto.subtle.sign(
      { name: "ECDSA", hash: "SHA-256" },
      pair.privateKey,
      hexToBytes(signed),
    );
    return {
      signature: bytesToHex(new Uint8Array(raw)),
      webauthn: {
        authenticatorData,
        clientDataJSON,
        challengeIndex: clientDataJSON.indexOf('"challenge":'),
        typeIndex: clientDataJSON.indexOf('"type":'),
        userVerificationRequired: true,
      },
      raw: {} as never,
    };
  };
  const account: WebAuthnAccount = {
    id,
    publicKey,
    type: "webAuthn",
    sign,
    signMessage: async ({ message }) => {
      const { hashMessage } = await import("viem");
      return sign({ hash: hashMessage(message) });
    },
    signTypedData: async (typedData) => {
      const { hashTypedData } = await import("viem");
      return sign({ hash: hashTypedData(typedData as Parameters<typeof hashTypedData>[0]) });
    },
  };
  return account;
}
