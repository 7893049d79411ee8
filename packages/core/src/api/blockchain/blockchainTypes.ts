import type {
  historyRoute,
  nftsRoute,
  onrampOptionsRoute,
  OnrampQuote as ProtocolOnrampQuote,
  RouteResponse,
} from "@foyer/protocol";

export type {
  AccountNft,
  FungiblePrice,
  GasPrice,
  Identity,
  NameRecord,
  NameSuggestion,
  NameSuggestions,
  OnrampAmount,
  OnrampOrder,
  OnrampPaymentCurrency,
  OnrampProvider,
  OnrampPurchaseCurrency,
  SwapQuote,
  SwapToken,
  SwapTransaction,
  TokenBalanceItem,
  Transaction,
  TransactionTransfer,
} from "@foyer/protocol";

/** Behaviour §3 wallet asset, as a wallet's `wallet_getAssets` returns it. */
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

/** What `GET /v1/onramp/options` offers (behaviour §7); `providers` is Foyer's addition. */
export type OnrampOptions = RouteResponse<typeof onrampOptionsRoute>;

/** Behaviour §3 onramp quote; `mocked` marks the stand-in returned when quoting failed (behaviour §7). */
export type OnrampQuote = ProtocolOnrampQuote & { mocked?: true };
