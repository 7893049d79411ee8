import { messages } from "@foyer/core/internal";

/**
 * Strings of the account data views (Tokens, NFTs, Activity) and the send
 * flow. They live beside `en` rather than in it so they ship with those lazy
 * views instead of the first screen; a translation overrides them through
 * `Messages.wallet`. Spec-spelled strings come from core's catalogue.
 */
export const walletEn = {
  loadingTokens: "Loading tokens",
  totalBalance: "Total balance",
  fiat: (amount: string) => `$${amount}`,
  /** A token's unit price beside its value. */
  unitPrice: (price: string, symbol: string) => `${price} per ${symbol}`,
  /** Marks fiat values priced by a devnet (its DEX and fixed numbers), not by a market. */
  devnetPrices: "Devnet prices",
  devnetPricesHint: "These prices come from the local devnet, not from a market",
  tokenBalanceUnavailable: messages.tokenBalanceUnavailable,
  nftGrid: "NFTs",
  nftsUnavailable: "NFTs are unavailable right now",
  loadingActivity: "Loading activity",
  loadMore: "Load more",
  transactionsFetchFailed: messages.transactionsFetchFailed,
  operation: (type: string) => type.charAt(0).toUpperCase() + type.slice(1),
  from: (address: string) => `From ${address}`,
  to: (address: string) => `To ${address}`,
  status: (status: string) => status.charAt(0).toUpperCase() + status.slice(1),

  send: "Send",
  receive: "Receive",
  receiveQrLabel: "QR code of your address",
  /** Bitcoin: coins go to the payment account, not the ordinals one. */
  receivePaymentAddress: "Your payment address",
  receiveAddressOn: (network: string) => `Your address on ${network}`,
  receiveWarning: (network: string) =>
    `Send only assets on ${network} to this address. Assets sent from another network may be lost.`,
  swap: "Swap",
  buy: "Buy",
  token: "Token",
  chooseToken: "Choose a token",
  amount: "Amount",
  max: "Max",
  available: (amount: string, symbol: string) => `${amount} ${symbol} available`,
  receiver: "Receiver address",
  receiverPlaceholder: "0x… or name.foyer.id",
  receiverPlaceholderSolana: "Solana address",
  receiverPlaceholderBitcoin: "Bitcoin address",
  swapUnavailable: (network: string) => `Swap is not available on ${network}`,
  preview: "Preview",
  confirm: "Confirm",
  edit: "Edit",
  sending: "Sending…",
  sent: (hash: string) => `Sent ${hash}`,
  networkFee: "Network fee",
  estimatingFee: "Estimating…",
  feeUnavailable: "Unavailable",
  /** Bitcoin's fee choice: how soon, the rate and what it costs. */
  feeSpeed: { slow: "Slow", normal: "Normal", fast: "Fast" } as Record<
    "slow" | "normal" | "fast",
    string
  >,
  feeRate: (satPerVbyte: number) => `${satPerVbyte} sat/vB`,
  youSend: "You send",
  sendTo: "To",
  amountAndReceiverRequired: messages.sendAmountAndReceiverRequired,
  tokenRequired: messages.sendTokenRequired,
  unsupportedChain: messages.unsupportedChain,
  addressInvalid: messages.addressInvalid,
  nameNotFound: (name: string) => `No address found for ${name}`,
  invalidAmount: "Enter an amount this token can hold",
  insufficientBalance: "Insufficient balance",
  insufficientForFee: "Insufficient balance for the amount and the network fee",
  transactionRejected: "Transaction rejected",
  transactionFailed: "Transaction failed",
  /** Account → Permissions: what the smart account let others do without asking again. */
  permissions: "Permissions",
  permissionsIntro:
    "What you allowed apps to do with this account without asking you again. The chain enforces every limit.",
  loadingPermissions: "Loading permissions",
  permissionsFailed: "Could not load your permissions",
  noPermissions: "No permissions granted",
  permissionTransfer: (amount: string | undefined, symbol: string) =>
    amount === undefined ? `Transfer ${symbol}` : `Transfer up to ${amount} ${symbol}`,
  permissionCalls: (targets: readonly string[]) => `Call ${targets.join(", ")}`,
  permissionOther: (type: string) => `Permission: ${type}`,
  permissionSessionKey: (address: string) => `Session key ${address}`,
  permissionUntil: (date: string) => `Until ${date}`,
  permissionExpired: "Expired",
  permissionRevokedState: "Revoked",
  revoke: "Revoke",
  revoking: "Revoking…",
  permissionRevoked: "Permission revoked",
  revokeFailed: "Could not revoke the permission",
} as const;

/** The wallet catalogue's shape; a translation provides the same keys. */
export type WalletMessages = {
  readonly [K in keyof typeof walletEn]: (typeof walletEn)[K] extends string
    ? string
    : (typeof walletEn)[K];
};
