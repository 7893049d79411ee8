import type { LegacyCompiledTransactionMessage, V0CompiledTransactionMessage } from "@solana/kit";

/** The message versions this chain executes (Agave does not accept v1 transactions yet). */
export type SupportedMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & {
  lifetimeToken: string;
};
