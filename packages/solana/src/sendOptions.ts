import type { SolanaSignAndSendTransactionOptions } from "@solana/wallet-standard-features";

/** Options of a sign-and-send (behaviour §7's solana_signAndSendTransaction options). */
export type SolanaSendOptions = Pick<
  SolanaSignAndSendTransactionOptions,
  "skipPreflight" | "preflightCommitment" | "maxRetries" | "minContextSlot"
>;
