import * as v from "valibot";
import {
  AccountAddressField,
  CaipAddressPartsField,
  ChainIdParam,
  CursorParam,
  EvmAddressField,
  FlagParam,
  pageLimitParam,
} from "../http/fields.js";
import { defineRoute } from "../http/route.js";
import { FIRST_LOAD_PATHS } from "./firstLoadPaths.js";

/** Behaviour §3 token balance item. */
export const TokenBalanceItemSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: v.string(),
  /** CAIP-10 token id; absent for the native coin. */
  address: v.optional(v.string()),
  value: v.number(),
  price: v.number(),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.string(),
});
export type TokenBalanceItem = v.InferOutput<typeof TokenBalanceItemSchema>;

/** Behaviour §3 transfer of a transaction. */
export const TransactionTransferSchema = v.object({
  fungible_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      symbol: v.optional(v.string()),
      icon: v.optional(v.nullable(v.object({ url: v.string() }))),
    }),
  ),
  nft_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      content: v.optional(v.object({ preview: v.optional(v.object({ url: v.string() })) })),
      flags: v.optional(v.object({ is_spam: v.boolean() })),
    }),
  ),
  direction: v.optional(v.picklist(["in", "out", "self"])),
  quantity: v.object({ numeric: v.string() }),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
});
export type TransactionTransfer = v.InferOutput<typeof TransactionTransferSchema>;

/** Behaviour §3 transaction. */
export const TransactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    minedAt: v.string(),
    chain: v.string(),
    operationType: v.string(),
    status: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    hash: v.optional(v.string()),
  }),
  transfers: v.array(TransactionTransferSchema),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

/** One ERC-721 the account holds. */
export const AccountNftSchema = v.object({
  chainId: v.string(),
  /** CAIP-10 id of the collection contract. */
  address: v.string(),
  tokenId: v.string(),
  name: v.string(),
  collection: v.object({ name: v.string(), symbol: v.string() }),
  /** The token's own image (often a `data:image/…` URI) or the collection's monogram. */
  imageUrl: v.string(),
});
export type AccountNft = v.InferOutput<typeof AccountNftSchema>;

const AddressParams = v.object({ address: EvmAddressField });

/** `GET /v1/account/{address}/balance` (behaviour §7): EVM, Solana (behaviour §9) and Bitcoin accounts. */
export const balanceRoute = defineRoute({
  method: "GET",
  path: "/v1/account/:address/balance",
  params: v.object({ address: AccountAddressField }),
  query: v.object({
    currency: v.optional(v.literal("usd", "Only currency=usd is supported")),
    chainId: ChainIdParam,
    forceUpdate: FlagParam,
  }),
  response: v.object({ balances: v.array(TokenBalanceItemSchema) }),
  codes: { chainId: "INVALID_CHAIN_ID", address: "INVALID_ADDRESS" },
});

/**
 * `GET /v1/account/{account}/history` (behaviour §7): EVM, Solana and Bitcoin accounts, each on
 * its own network; `onramp` is accepted for the spec's callers.
 */
export const historyRoute = defineRoute({
  method: "GET",
  path: "/v1/account/:account/history",
  params: v.object({ account: AccountAddressField }),
  query: v.object({
    chainId: ChainIdParam,
    cursor: CursorParam,
    limit: pageLimitParam(100),
    onramp: v.optional(v.string()),
  }),
  response: v.object({ data: v.array(TransactionSchema), next: v.optional(v.string()) }),
  codes: { chainId: "INVALID_CHAIN_ID", account: "INVALID_ADDRESS", cursor: "INVALID_CURSOR" },
});

/** `GET /v1/account/{address}/nfts`: Foyer's own route for the NFTs tab. */
export const nftsRoute = defineRoute({
  method: "GET",
  path: "/v1/account/:address/nfts",
  params: AddressParams,
  query: v.object({ chainId: ChainIdParam, cursor: CursorParam, limit: pageLimitParam(100) }),
  response: v.object({ data: v.array(AccountNftSchema), next: v.optional(v.string()) }),
  codes: { chainId: "INVALID_CHAIN_ID", address: "INVALID_ADDRESS", cursor: "INVALID_CURSOR" },
});

/** `GET /v1/supported-chains` (behaviour §7): every network the server has an upstream for. */
export const supportedChainsRoute = defineRoute({
  method: "GET",
  path: FIRST_LOAD_PATHS.supportedChains,
  response: v.object({ http: v.array(v.string()) }),
});

/** Largest `addresses` list one price request may ask for. */
export const MAX_PRICE_ADDRESSES = 100;

export const FungiblePriceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  iconUrl: v.string(),
  price: v.number(),
  /**
   * The CAIP-10 id asked for, as asked (Foyer's addition): unknown ones are left out, so a
   * client matches prices to its tokens by this rather than by position.
   */
  address: v.optional(v.string()),
});
export type FungiblePrice = v.InferOutput<typeof FungiblePriceSchema>;

/** `POST /v1/fungible/price` (behaviour §7): prices of CAIP-10 tokens; unknown ones are left out. */
export const fungiblePriceRoute = defineRoute({
  method: "POST",
  path: "/v1/fungible/price",
  body: v.object(
    {
      currency: v.optional(v.literal("usd", "Only currency usd is supported")),
      addresses: v.pipe(
        v.array(
          CaipAddressPartsField,
          `addresses must be an array of up to ${MAX_PRICE_ADDRESSES} CAIP-10 ids`,
        ),
        v.maxLength(
          MAX_PRICE_ADDRESSES,
          `addresses must be an array of up to ${MAX_PRICE_ADDRESSES} CAIP-10 ids`,
        ),
      ),
      projectId: v.optional(v.string()),
    },
    "Body must be a JSON object",
  ),
  response: v.object({ fungibles: v.array(FungiblePriceSchema) }),
  codes: { addresses: "INVALID_ADDRESS" },
});

/** Gas prices in wei as decimal strings. */
export const GasPriceSchema = v.object({
  standard: v.string(),
  fast: v.string(),
  instant: v.string(),
});
export type GasPrice = v.InferOutput<typeof GasPriceSchema>;

/** `GET /v1/convert/gas-price` (behaviour §7). */
export const gasPriceRoute = defineRoute({
  method: "GET",
  path: "/v1/convert/gas-price",
  query: v.object({ chainId: ChainIdParam }),
  response: GasPriceSchema,
  codes: { chainId: "INVALID_CHAIN_ID" },
});

export const IdentitySchema = v.object({
  name: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
});
export type Identity = v.InferOutput<typeof IdentitySchema>;

/** `GET /v1/identity/{address}` (behaviour §7). */
export const identityRoute = defineRoute({
  method: "GET",
  path: "/v1/identity/:address",
  params: AddressParams,
  query: v.object({ sender: v.optional(v.string()) }),
  response: IdentitySchema,
  codes: { address: "INVALID_ADDRESS" },
});
