import { ed25519 } from "@noble/curves/ed25519";
import { hkdf } from "@noble/hashes/hkdf";
import { sha256 } from "@noble/hashes/sha2";
import { getBase58Decoder } from "@solana/kit";
import { type Hex, hexToBytes } from "viem";

/** The embedded wallet's Solana key: an ed25519 seed and its base58 address. */
export interface SolanaKey {
  seed: Uint8Array;
  address: string;
}

const SALT = new TextEncoder().encode("foyer embedded wallet");
const INFO = new TextEncoder().encode("foyer/solana/ed25519/v1");

/**
 * The Solana key of a wallet, derived from its one secret (the EVM private key the Shamir
 * shares keep) with HKDF-SHA256 under its own label. One secret means the custody, recovery
 * and export that protect the EVM key protect this one too, with no second set of shares; the
 * label keeps the two keys apart (HKDF is one-way: the ed25519 key tells nothing of the other).
 */
export function solanaKeyOf(privateKey: Hex): SolanaKey {
  const seed = hkdf(sha256, hexToBytes(privateKey), SALT, INFO, 32);
  return { seed, address: getBase58Decoder().decode(ed25519.getPublicKey(seed)) };
}
