import { HybridDeleGator } from "@metamask/delegation-abis";
import { SIGNATURE_ABI_PARAMS } from "@metamask/smart-accounts-kit/utils";
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hexToBigInt,
  hexToBytes,
  keccak256,
  type PublicClient,
  size,
  slice,
} from "viem";
import type { WebAuthnAccount } from "viem/account-abstraction";

/**
 * A passkey registered as a signer of the HybridDeleGator (`addKey`): the account checks its
 * WebAuthn P-256 signatures itself (RIP-7212 where the chain has it, else the Smooth Crypto
 * Library the environment links in). `keyId` is the name the account keeps it under (we use the
 * credential id), `account` viem's WebAuthn account that asks the authenticator.
 */
export interface PasskeySigner {
  keyId: string;
  account: WebAuthnAccount;
}

type WebAuthnSigned = Awaited<ReturnType<WebAuthnAccount["sign"]>>;

/** The P-256 group order; the account takes only low-s signatures (no malleable twin). */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** The user-verified flag (bit 2) of the authenticator data's flags byte (offset 32). */
const USER_VERIFIED = 0x04;
const FLAGS_OFFSET = 32;

/** keccak256 of the key id's bytes: what the account files the key under. */
export const passkeyKeyIdHash = (keyId: string): Hex =>
  keccak256(encodePacked(["string"], [keyId]));

/**
 * What the HybridDeleGator reads as a WebAuthn signature (the toolkit's SIGNATURE_ABI_PARAMS):
 * the key id's hash, r and low s, the authenticator data and its user-verified flag, the client
 * data JSON cut around its challenge (the account puts the hash it checks back in between), and
 * where `"type":` starts in it.
 */
export function encodePasskeySignature(keyId: string, signed: WebAuthnSigned): Hex {
  if (size(signed.signature) < 64) throw new Error("The passkey's signature is not r‖s");
  const r = hexToBigInt(slice(signed.signature, 0, 32));
  const s = hexToBigInt(slice(signed.signature, 32, 64));
  const lowS = s > P256_N / 2n ? P256_N - s : s;
  const { authenticatorData, clientDataJSON } = signed.webauthn;
  const { challenge } = JSON.parse(clientDataJSON) as { challenge?: unknown };
  if (typeof challenge !== "string" || challenge === "") {
    throw new Error("The passkey's client data has no challenge");
  }
  const at = clientDataJSON.indexOf(challenge);
  const typeAt = clientDataJSON.indexOf('"type":');
  if (typeAt < 0) throw new Error('The passkey\'s client data has no "type"');
  const flags = hexToBytes(authenticatorData)[FLAGS_OFFSET] ?? 0;
  return encodeAbiParameters(SIGNATURE_ABI_PARAMS, [
    passkeyKeyIdHash(keyId),
    r,
    lowS,
    authenticatorData,
    (flags & USER_VERIFIED) !== 0,
    clientDataJSON.slice(0, at),
    clientDataJSON.slice(at + challenge.length),
    BigInt(typeAt),
  ]);
}

/**
 * A well-formed passkey signature for gas estimation before the real one: the account runs the
 * whole P-256 check on it, so the estimate covers the real signature's cost.
 */
export function passkeyStubSignature(keyId: string): Hex {
  const rpIdHash = keccak256(encodePacked(["string"], ["AuthenticatorData"]));
  const half = P256_N / 2n - 1n;
  return encodeAbiParameters(SIGNATURE_ABI_PARAMS, [
    passkeyKeyIdHash(keyId),
    half,
    half,
    concat([rpIdHash, "0x05", "0x00000000"]),
    true,
    '{"type":"webauthn.get","challenge":"',
    '","origin":"https://wallet.example","crossOrigin":false}',
    1n,
  ]);
}

/** The call that makes `publicKey` (uncompressed P-256, 0x04‖x‖y) a signer of `account`. */
export function addPasskeyCall(
  account: Address,
  keyId: string,
  publicKey: Hex,
): { to: Address; data: Hex } {
  const { x, y } = passkeyPoint(publicKey);
  return {
    to: account,
    data: encodeFunctionData({ abi: HybridDeleGator, functionName: "addKey", args: [keyId, x, y] }),
  };
}

/** The coordinates of an uncompressed P-256 public key (0x04‖x‖y, as viem's WebAuthn accounts hold it). */
export function passkeyPoint(publicKey: Hex): { x: bigint; y: bigint } {
  if (size(publicKey) !== 65 || !publicKey.toLowerCase().startsWith("0x04")) {
    throw new Error("A passkey's public key must be an uncompressed P-256 point (0x04‖x‖y)");
  }
  return {
    x: hexToBigInt(slice(publicKey, 1, 33)),
    y: hexToBigInt(slice(publicKey, 33, 65)),
  };
}

/** Whether `account` is deployed and holds `publicKey` as its signer under `keyId`. */
export async function hasPasskeySigner(
  client: Pick<PublicClient, "getCode" | "readContract">,
  account: Address,
  keyId: string,
  publicKey: Hex,
): Promise<boolean> {
  const code = await client.getCode({ address: account });
  if (code === undefined || code === "0x") return false;
  const [x, y] = await client.readContract({
    address: account,
    abi: HybridDeleGator,
    functionName: "getKey",
    args: [keyId],
  });
  const point = passkeyPoint(publicKey);
  return x === point.x && y === point.y;
}
