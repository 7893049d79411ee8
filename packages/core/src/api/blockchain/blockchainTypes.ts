import type { CaipAddress, CaipNetworkId } from "../../types/chain.js";

/** SPEC §3 token balance item, as `GET /v1/account/{address}/balance` returns it. */
export interface TokenBalanceItem {
  name: string;
  symbol: string;
  chainId: CaipNetworkId | string;
  /** CAIP-10 token address; absent for the native token. */
  address?: CaipAddress | string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

/** SPEC §3 wallet asset, as a wallet's `wallet_getAssets` returns it. */
export interface WalletAsset {
  address: string;
  /** Hex string. */
  balance: string;
  type: "ERC20" | "NATIVE";
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string };
}

/** SPEC §3 transaction transfer. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null };
  nft_info?: {
    name?: string;
    content?: { preview?: { url: string } };
    flags?: { is_spam: boolean };
  };
  direction?: "in" | "out" | "self";
  quantity: { numeric: string };
  value?: number;
  price?: number;
}

/** SPEC §3 transaction. */
export interface Transaction {
  id: string;
  metadata: {
    minedAt: string;
    chain: CaipNetworkId | string;
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
    hash?: string;
  };
  transfers: TransactionTransfer[];
}

/** One page of history; `next` is absent on the last page. */
export interface TransactionPage {
  data: Transaction[];
  next?: string;
}

/** One ERC-721 the account holds, as `GET /v1/account/{address}/nfts` lists it (Foyer's route). */
export interface AccountNft {
  chainId: string;
  /** CAIP-10 id of the collection contract. */
  address: string;
  tokenId: string;
  name: string;
  collection: { name: string; symbol: string };
  /** The token's own image (often a `data:image/…` URI) or the collection's monogram. */
  imageUrl: string;
}

/** One page of NFT holdings; `next` is absent on the last page. */
export interface NftPage {
  data: AccountNft[];
  next?: string;
}

/** SPEC §3 swap token. */
export interface SwapToken {
  name: string;
  symbol: string;
  address: CaipAddress | string;
  decimals: number;
  logoUri: string;
  eip2612?: boolean;
}

/** One quote of `GET /v1/convert/quotes`. */
export interface SwapQuote {
  id?: string;
  fromAmount: string;
  fromAccount?: string;
  toAmount: string;
  toAccount?: string;
}

/** Gas prices of `GET /v1/convert/gas-price`, in wei as decimal strings. */
export interface GasPrice {
  standard: string;
  fast: string;
  instant: string;
}

/** A transaction the swap flow hands to the wallet. */
export interface SwapTransaction {
  from: string;
  to: string;
  data: string;
  value: string;
  gas?: string;
  gasPrice?: string;
}

/** One price of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
}

/** Name and avatar of `GET /v1/identity/{address}`. */
export interface Identity {
  name: string | null;
  avatar: string | null;
}

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
