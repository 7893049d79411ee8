import type { historyRoute, nftsRoute, RouteResponse } from "@foyer/protocol";

export type {
  AccountNft,
  FungiblePrice,
  GasPrice,
  Identity,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  TokenBalanceItem,
  Transaction,
  TransactionTransfer,
} from "@foyer/protocol";

/** SPEC §3 wallet asset, as a wallet's `wallet_getAssets` returns it. */
export interface WalletAsset {
  address: string;
  /** Hex string. */
  balance: string;
  type: "ERC20" | "NATIVE";
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string };
}

/** One page of history; `next` is absent on the last page. */
export type TransactionPage = RouteResponse<typeof historyRoute>;

/** One page of NFT holdings; `next` is absent on the last page. */
export type NftPage = RouteResponse<typeof nftsRoute>;

/** A registered account name (profile record). */
export interface NameRecord {
  name: string;
  registered?: number;
  updated?: number;
  addresses: Record<string, { address: string; created?: string }>;
  attributes?: Record<string, string>;
}

/** One suggestion of `GET /v1/profile/suggestions/{name}`. */
export interface NameSuggestion {
  name: string;
  registered: boolean;
}

/** SPEC §3 onramp purchase currency. */
export interface OnrampPurchaseCurrency {
  id: string;
  name: string;
  symbol: string;
  networks: {
    name: string;
    display_name: string;
    chain_id: string;
    contract_address: string;
  }[];
}

/** SPEC §3 onramp payment currency. */
export interface OnrampPaymentCurrency {
  id: string;
  payment_method_limits: { id: string; min: string; max: string }[];
}

/** What `GET /v1/onramp/options` offers. */
export interface OnrampOptions {
  paymentCurrencies: OnrampPaymentCurrency[];
  purchaseCurrencies: OnrampPurchaseCurrency[];
}

/** An amount with its currency (SPEC §3 onramp quote). */
export interface OnrampAmount {
  amount: string;
  currency: string;
}

/** SPEC §3 onramp quote; `mocked` marks the stand-in returned when quoting failed (SPEC §7). */
export interface OnrampQuote {
  purchaseAmount: OnrampAmount;
  paymentTotal: OnrampAmount;
  paymentSubtotal: OnrampAmount;
  networkFee: OnrampAmount;
  fee: OnrampAmount;
  quoteId: string;
  mocked?: true;
}
