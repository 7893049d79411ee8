/**
 * Strings of the Buy (onramp) view. Like `walletEn` they ship with that lazy view, not the
 * first screen; a translation overrides them through `Messages.onramp`.
 */
export const onrampEn = {
  title: "Buy",
  loading: "Loading purchase options",
  buy: "Buy",
  network: "Network",
  payWith: "Pay with",
  amount: "Amount",
  limits: (min: string, max: string, currency: string) =>
    `Between ${min} and ${max} ${currency} by card`,
  limitsBank: (min: string, max: string, currency: string) =>
    `Between ${min} and ${max} ${currency} by bank transfer`,
  paymentMethod: "Payment method",
  card: "Card",
  bankTransfer: "Bank transfer (ACH)",
  enterAmount: "Enter an amount",
  invalidAmount: "Enter an amount with up to two decimals",
  belowMinimum: (min: string, currency: string) => `The minimum is ${min} ${currency}`,
  aboveMaximum: (max: string, currency: string) => `The maximum is ${max} ${currency}`,
  quoting: "Getting quotes…",
  quotes: "Quotes",
  best: "Best price",
  youGet: (amount: string, symbol: string) => `You get ${amount} ${symbol}`,
  fee: (amount: string) => `Provider fee ${amount}`,
  networkFee: (amount: string) => `Network fee ${amount}`,
  total: (amount: string) => `Total ${amount}`,
  money: (amount: string, currency: string) => `${amount} ${currency}`,
  estimate: "Estimate: the provider could not quote right now, so this is an approximation",
  buyWith: (provider: string) => `Buy with ${provider}`,
  provider: "Provider",
  opening: "Opening the provider…",
  payInWindow: (provider: string) => `Complete the payment in the ${provider} window`,
  delivering: (amount: string, symbol: string) =>
    `Payment received. Sending ${amount} ${symbol} to your wallet…`,
  delivered: (amount: string, symbol: string) => `${amount} ${symbol} arrived in your wallet`,
  balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
  restricted: "Card purchases are not available in your region",
  noCheckout: "The provider could not start the purchase. Please try again",
  deliveryFailed: "The purchase failed",
  timedOut: "The purchase is taking longer than expected. Check your balance later",
  closed: "The payment window was closed before paying",
  popupBlocked: "Allow pop-ups for this site to open the provider's checkout",
  startOver: "Buy more",
  tryAgain: "Try again",
} as const;

/** The onramp catalogue's shape; a translation provides the same keys. */
export type OnrampMessages = {
  readonly [K in keyof typeof onrampEn]: (typeof onrampEn)[K] extends string
    ? string
    : (typeof onrampEn)[K];
};
