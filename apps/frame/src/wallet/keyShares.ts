import { combine, split } from "shamir-secret-sharing";
import { bytesToHex, type Hex, hexToBytes } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";

/**
 * Shamir 2-of-3 custody of the EOA key: any two shares rebuild it, one alone
 * says nothing about it. Shares travel and rest as base64.
 */
export interface KeyShares {
  device: string;
  auth: string;
  recovery: string;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function splitKey(privateKey: Hex): Promise<KeyShares> {
  const [device, auth, recovery] = await split(hexToBytes(privateKey), 3, 2);
  if (!device || !auth || !recovery) {
    throw new WalletFrameError(frameText("keySplitFailed"), { code: "KEY_SPLIT_FAILED" });
  }
  return { device: toBase64(device), auth: toBase64(auth), recovery: toBase64(recovery) };
}

export class ShareMismatchError extends Error {
  constructor() {
    super("The key shares do not rebuild this wallet");
    this.name = "ShareMismatchError";
  }
}

/**
 * Rebuilds the key from two shares and proves it is the wallet's key: two
 * shares from different splits combine into some other valid-looking key, so
 * the address check is the only thing standing between a stale device share
 * and signing with the wrong key.
 */
export async function combineShares(
  first: string,
  second: string,
  expectedAddress: string,
): Promise<Hex> {
  let key: Hex;
  try {
    key = bytesToHex(await combine([fromBase64(first), fromBase64(second)]));
  } catch {
    throw new ShareMismatchError();
  }
  let address: string;
  try {
    address = privateKeyToAccount(key).address;
  } catch {
    throw new ShareMismatchError();
  }
  if (address.toLowerCase() !== expectedAddress.toLowerCase()) throw new ShareMismatchError();
  return key;
}
