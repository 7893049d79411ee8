import { createHash } from "node:crypto";

/**
 * The local Solana chain's facts. Everything is derived from fixed labels, so every start (and
 * every machine) has the same genesis hash, keys and mint: tests, the demo and the README can
 * name them. The keys are public: they only ever hold local coins.
 */

/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n;
/** The base fee Solana charges per signature (no priority fee on this chain). */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
/** How many slots a blockhash stays usable, as on mainnet (about a minute at 400 ms a slot). */
export const BLOCKHASH_VALID_SLOTS = 150n;
/** Wall-clock time of one slot, as on mainnet. */
export const SLOT_MS = 400;
/** The version `getVersion` reports: the Agave release litesvm 1.5 executes like. */
export const SOLANA_CORE_VERSION = "2.3.0";

/** 32 bytes from a label: the seed of every fixed key and the genesis hash of this chain. */
export function labelBytes(label: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(`foyer solana localnet ${label}`).digest());
}

/** sha256("foyer solana localnet genesis") in base58. */
export const SOLANA_LOCAL_GENESIS_HASH = "4ysRWC5v3YwiXJvLvmyM1vW7RXuZFaxVC9GQTjrSUTpz";
/** CAIP-2: the namespace and the genesis hash's first 32 characters (as for mainnet, devnet, testnet). */
export const SOLANA_LOCAL_CAIP_NETWORK_ID =
  `solana:${SOLANA_LOCAL_GENESIS_HASH.slice(0, 32)}` as const;
export const SOLANA_LOCAL_NAME = "Foyer Solana Localnet";

/** Funded dev keys: index i's 32-byte ed25519 seed is sha256("foyer solana localnet key i"). */
export const SOLANA_DEV_ACCOUNT_COUNT = 10;
/** SOL each dev key starts with. */
export const SOLANA_DEV_ACCOUNT_SOL = 1_000n;
/** USDC (whole tokens) each dev key starts with. */
export const SOLANA_DEV_ACCOUNT_USDC = 100_000n;
/** What `requestAirdrop` may hand out in one request (1,000 SOL). */
export const MAX_AIRDROP_LAMPORTS = 1_000n * LAMPORTS_PER_SOL;

/** The USDC-like SPL mint: its address is the public key of sha256("foyer solana localnet usdc mint"). */
export const SOLANA_USDC = { name: "USD Coin", symbol: "USDC", decimals: 6 } as const;
