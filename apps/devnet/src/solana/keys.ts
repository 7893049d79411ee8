import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  type KeyPairSigner,
} from "@solana/kit";
import { labelBytes, SOLANA_DEV_ACCOUNT_COUNT } from "./constants.js";

/** One of the chain's fixed keys: its seed (the ed25519 private key) and its signer. */
export interface SolanaDevKey {
  /** 32-byte ed25519 seed, hex: what a test wallet is configured with. */
  seedHex: string;
  address: Address;
  signer: KeyPairSigner;
}

async function fixedKey(label: string): Promise<SolanaDevKey> {
  const seed = labelBytes(label);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  return { seedHex: Buffer.from(seed).toString("hex"), address: signer.address, signer };
}

/** Every fixed key of the local chain. */
export interface SolanaKeys {
  /** The funded dev keys, index 0 first. */
  accounts: SolanaDevKey[];
  /** Pays airdrops (`requestAirdrop` is a real transfer from it). */
  faucet: SolanaDevKey;
  /** The USDC mint's account key. */
  usdcMint: SolanaDevKey;
  usdcMintAuthority: SolanaDevKey;
}

export async function solanaKeys(): Promise<SolanaKeys> {
  const accounts = await Promise.all(
    Array.from({ length: SOLANA_DEV_ACCOUNT_COUNT }, (_, index) => fixedKey(`key ${index}`)),
  );
  return {
    accounts,
    faucet: await fixedKey("faucet"),
    usdcMint: await fixedKey("usdc mint"),
    usdcMintAuthority: await fixedKey("usdc mint authority"),
  };
}
