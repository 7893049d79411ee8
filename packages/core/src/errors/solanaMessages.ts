/**
 * Foyer's wording for Solana sends the chain refuses, beside `foyerMessages`: a module of its
 * own so that only the code that sends on Solana (a lazily loaded adapter) carries it.
 */
export const solanaMessages = {
  /** A transfer the balance can't cover (amount and fee), as the chain answered it. */
  insufficientFunds: "Insufficient balance for this transaction and its fee",
  /** Sending SOL to an address with no account yet needs at least the rent-exempt minimum. */
  rentMinimum: (minimum: string) =>
    `The receiver has no Solana account yet: send at least ${minimum} SOL to open it`,
  /** A transfer that would leave an account holding SOL below the rent-exempt minimum. */
  rentLeftBelow: "The transfer would leave an account below Solana's rent-exempt minimum",
  /** The chain refused the transaction for a reason Foyer has no wording for. */
  transactionRefused: "The Solana network refused the transaction",
  /** The transaction's blockhash expired before it landed. */
  transactionExpired: "The transaction expired before it landed; please try again",
} as const;
