/** Foyer's words for an account that can't pay for a transaction and its fee. */
export const insufficientFundsMessage =
  "Not enough funds to pay for this transaction and its network fee";
