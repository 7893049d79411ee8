import * as v from "valibot";
import { isCaipAddress, parseCaipAddress } from "../caip/caip.js";
import { isPrefixedEvmAddress } from "../caip/evmAddress.js";
import { ChainIdParam, shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/** A CAIP-10 id on an EVM network (`eip155:1:0xab…`), read into its CAIP-2 part and address. */
export const EvmCaipAddressField = v.pipe(
  v.string((issue) => `"${shown(issue.input, 100)}" is not a CAIP-10 address`),
  v.check(
    (value: string) => isCaipAddress(value),
    (issue: v.CheckIssue<string>) => `"${shown(issue.input, 100)}" is not a CAIP-10 address`,
  ),
  v.check(
    (value: string) => {
      const parts = parseCaipAddress(value);
      return parts?.namespace === "eip155" && isPrefixedEvmAddress(parts.address);
    },
    (issue: v.CheckIssue<string>) =>
      `"${shown(issue.input, 100)}" is not an EVM CAIP-10 address (eip155:<chain>:0x + 40 hex digits)`,
  ),
  v.transform((id) => {
    const { namespace, reference, address } = parseCaipAddress(id)!;
    return { chainId: `${namespace}:${reference}` as const, address: address as `0x${string}` };
  }),
);

/** Largest uint256, the bound of every on-chain amount. */
const MAX_UINT256 = 2n ** 256n - 1n;

/** A positive amount in a token's smallest unit, as decimal digits (read into a bigint). */
export const TokenUnitsField = v.pipe(
  v.string("amount must be a whole number of the token's smallest unit"),
  v.regex(
    /^\d{1,78}$/,
    (issue) =>
      `amount must be a whole number of the token's smallest unit (got "${shown(issue.input)}")`,
  ),
  v.transform((value: string) => BigInt(value)),
  v.check(
    (value: bigint) => value > 0n && value <= MAX_UINT256,
    "amount must be above 0 and fit in 256 bits",
  ),
);

/** Wei per gas as decimal digits. */
const WeiField = v.pipe(
  v.string("gasPrice must be wei as decimal digits"),
  v.regex(
    /^\d{1,78}$/,
    (issue) => `gasPrice must be wei as decimal digits (got "${shown(issue.input)}")`,
  ),
  v.transform((value: string) => BigInt(value)),
);

/** Decimal digits on the wire (an amount, wei, gas). */
const DigitsSchema = v.pipe(v.string(), v.regex(/^\d+$/));

/** Behaviour §3 swap token, with the name and symbol the selects show. */
export const SwapTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-10; the native coin is `…:0xeeee…eeee`. */
  address: v.string(),
  decimals: v.number(),
  logoUri: v.string(),
  eip2612: v.optional(v.boolean()),
});
export type SwapToken = v.InferOutput<typeof SwapTokenSchema>;

/** `GET /v1/convert/tokens` (behaviour §7): what can be swapped on a network. */
export const swapTokensRoute = defineRoute({
  method: "GET",
  path: "/v1/convert/tokens",
  query: v.object({ chainId: ChainIdParam }),
  response: v.object({ tokens: v.array(SwapTokenSchema) }),
  codes: { chainId: "INVALID_CHAIN_ID" },
});

/**
 * One quote: `fromAmount` of `fromAccount` buys `toAmount` of `toAccount` (smallest units,
 * CAIP-10 tokens). Foyer adds what the swap view shows: the pool route (CAIP-10 tokens, the
 * wrapped native coin where ETH goes through WETH), the price impact beyond the pool fee and
 * that fee (percent strings), and the network fee: typical gas units of such a swap and, with
 * the request's gas price, its cost in wei.
 */
export const SwapQuoteSchema = v.object({
  id: v.optional(v.string()),
  fromAmount: DigitsSchema,
  fromAccount: v.string(),
  toAmount: DigitsSchema,
  toAccount: v.string(),
  route: v.array(v.string()),
  priceImpact: v.string(),
  feePercent: v.string(),
  gas: DigitsSchema,
  networkFee: v.optional(DigitsSchema),
});
export type SwapQuote = v.InferOutput<typeof SwapQuoteSchema>;

/** `GET /v1/convert/quotes` (behaviour §7): the best route over the network's DEX pools. */
export const swapQuotesRoute = defineRoute({
  method: "GET",
  path: "/v1/convert/quotes",
  query: v.object({
    amount: TokenUnitsField,
    userAddress: EvmCaipAddressField,
    from: EvmCaipAddressField,
    to: EvmCaipAddressField,
    gasPrice: v.optional(WeiField),
  }),
  response: v.object({ quotes: v.array(SwapQuoteSchema) }),
  codes: {
    amount: "INVALID_AMOUNT",
    userAddress: "INVALID_ADDRESS",
    from: "INVALID_ADDRESS",
    to: "INVALID_ADDRESS",
    gasPrice: "INVALID_GAS_PRICE",
  },
});

/** `GET /v1/convert/allowance` (behaviour §7): what the DEX router may spend of a token. */
export const swapAllowanceRoute = defineRoute({
  method: "GET",
  path: "/v1/convert/allowance",
  query: v.object({ tokenAddress: EvmCaipAddressField, userAddress: EvmCaipAddressField }),
  response: v.object({ allowance: DigitsSchema }),
  codes: { tokenAddress: "INVALID_ADDRESS", userAddress: "INVALID_ADDRESS" },
});

/** A transaction for the wallet to send: CAIP-10 sender and target, hex calldata, wei value. */
export const SwapTransactionSchema = v.object({
  from: v.string(),
  to: v.string(),
  data: v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/)),
  value: DigitsSchema,
  /** Gas units with headroom, when the server estimated them. */
  gas: v.optional(DigitsSchema),
  gasPrice: v.optional(DigitsSchema),
});
export type SwapTransaction = v.InferOutput<typeof SwapTransactionSchema>;

/**
 * `GET /v1/convert/build-approve` (behaviour §7): an ERC-20 `approve` of the DEX router for `from`.
 * Foyer's `amount` approves exactly that much; without it, the unlimited allowance some
 * wallets expect.
 */
export const swapBuildApproveRoute = defineRoute({
  method: "GET",
  path: "/v1/convert/build-approve",
  query: v.object({
    userAddress: EvmCaipAddressField,
    from: EvmCaipAddressField,
    to: EvmCaipAddressField,
    amount: v.optional(TokenUnitsField),
  }),
  response: v.object({ tx: SwapTransactionSchema }),
  codes: {
    amount: "INVALID_AMOUNT",
    userAddress: "INVALID_ADDRESS",
    from: "INVALID_ADDRESS",
    to: "INVALID_ADDRESS",
  },
});

/** A slippage tolerance in percent, as the client sends it ("1"): above 0, at most 50. */
const SlippageField = v.pipe(
  v.string('eip155.slippage must be a percentage like "1"'),
  v.regex(
    /^\d{1,2}(?:\.\d{1,2})?$/,
    (issue) => `eip155.slippage must be a percentage like "1" (got "${shown(issue.input)}")`,
  ),
  v.transform(Number),
  v.check(
    (value: number) => value > 0 && value <= 50,
    "eip155.slippage must be above 0 and at most 50",
  ),
);

/**
 * `POST /v1/convert/build-transaction` (behaviour §7): the router call for the best route now, with
 * its minimum output at `eip155.slippage` percent below the quote. Unless `disableEstimate`,
 * the server checks balance and allowance and estimates the gas (a swap that would revert is
 * refused). `quote` is what the transaction was built from.
 */
export const swapBuildTransactionRoute = defineRoute({
  method: "POST",
  path: "/v1/convert/build-transaction",
  body: v.object(
    {
      amount: TokenUnitsField,
      eip155: v.optional(
        v.object({ slippage: SlippageField }, 'eip155 must be an object like {"slippage":"1"}'),
      ),
      projectId: v.optional(v.string()),
      from: EvmCaipAddressField,
      to: EvmCaipAddressField,
      userAddress: EvmCaipAddressField,
      disableEstimate: v.optional(v.boolean("disableEstimate must be true or false")),
    },
    "Body must be a JSON object",
  ),
  response: v.object({
    tx: SwapTransactionSchema,
    quote: v.object({
      fromAmount: DigitsSchema,
      toAmount: DigitsSchema,
      toAmountMin: DigitsSchema,
      route: v.array(v.string()),
      priceImpact: v.string(),
      feePercent: v.string(),
    }),
  }),
  codes: {
    amount: "INVALID_AMOUNT",
    userAddress: "INVALID_ADDRESS",
    from: "INVALID_ADDRESS",
    to: "INVALID_ADDRESS",
    eip155: "INVALID_SLIPPAGE",
  },
});

/** Codes of the swap routes' refusals beyond a malformed field, so clients can word them. */
export const SWAP_ERROR_CODES = {
  /** The network is not a swap chain, or has no DEX configured. */
  unsupportedChain: "UNSUPPORTED_CHAIN",
  /** Tokens and user on different networks. */
  chainMismatch: "CHAIN_MISMATCH",
  sameToken: "SAME_TOKEN",
  /** A token this server does not list for swaps on that network. */
  unknownToken: "UNKNOWN_TOKEN",
  /** No pool path with liquidity between the two tokens. */
  noRoute: "NO_ROUTE",
  /** The amount buys nothing (rounds to 0 of the other token). */
  amountTooSmall: "AMOUNT_TOO_SMALL",
  insufficientBalance: "INSUFFICIENT_BALANCE",
  insufficientAllowance: "INSUFFICIENT_ALLOWANCE",
  /** The node's gas estimate says the transaction would revert. */
  wouldRevert: "SWAP_WOULD_REVERT",
} as const;
