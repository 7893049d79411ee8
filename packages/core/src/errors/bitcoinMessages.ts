/**
 * Foyer's wording for Bitcoin sends that can't go out, beside `foyerMessages`: a module of its
 * own so that only the code that sends on Bitcoin (a lazily loaded adapter) carries it.
 */
export const bitcoinMessages = {
  /** Amount plus fee beyond the sender's coins (`available` in BTC). */
  insufficientFunds: (available: string) =>
    `The amount and its fee are more than this account's ${available} BTC`,
  /** An output below its address type's dust limit (`minimum` in BTC). */
  dust: (minimum: string) =>
    `Send at least ${minimum} BTC to this address: a smaller amount is dust the network does not relay`,
  /** The wallet returned no signed PSBT, or one that can't be finalised. */
  psbtRefused: "The wallet did not sign the transaction",
  /** The node refused the signed transaction, in its own words. */
  broadcastRejected: (reason: string) => `The Bitcoin network refused the transaction: ${reason}`,
  /** The paying account is of a type this adapter cannot spend from. */
  unsupportedSender: "This account's address type can't send from here",
} as const;
