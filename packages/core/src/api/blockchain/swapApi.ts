import {
  FungiblePriceSchema,
  fungiblePriceRoute,
  gasPriceRoute,
  type RouteResponse,
  SWAP_SLIPPAGE_TOLERANCE,
  SwapQuoteSchema,
  SwapTokenSchema,
  swapAllowanceRoute,
  swapBuildApproveRoute,
  swapBuildTransactionRoute,
  swapQuotesRoute,
  swapTokensRoute,
} from "@foyer/protocol";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { callRoute, sendRoute } from "../http/callRoute.js";
import { listField } from "../http/readResponse.js";
import { validItems } from "../http/validItems.js";
import type { BlockchainContext } from "./blockchainContext.js";
import { networkOfCaipAddress, requireSupported } from "./blockchainContext.js";
import type {
  FungiblePrice,
  GasPrice,
  SwapQuote,
  SwapToken,
  SwapTransaction,
} from "./blockchainTypes.js";

export { SWAP_SLIPPAGE_TOLERANCE };

/** Arguments of `SwapApi.getQuotes`. */
export interface SwapQuoteRequest {
  /** Amount in the source token's smallest unit. */
  amount: string;
  /** CAIP-10 addresses; the network is read from `from`. */
  userAddress: string;
  from: string;
  to: string;
  /** Wei per gas; the quote's network fee is priced at it. */
  gasPrice: string;
}

/** Arguments of `SwapApi.buildTransaction`. */
export interface BuildSwapRequest {
  amount: string;
  from: string;
  to: string;
  userAddress: string;
  disableEstimate?: boolean;
  slippage?: number;
}

/** What `SwapApi.buildTransaction` answers: the transaction and the quote it was built on. */
export type BuiltSwap = RouteResponse<typeof swapBuildTransactionRoute>;

/** Swap calls (behaviour §7). */
export interface SwapApi {
  /** `GET /v1/convert/quotes`; empty for unsupported networks. */
  getQuotes(request: SwapQuoteRequest): Promise<{ quotes: SwapQuote[] }>;
  /** `GET /v1/convert/tokens?chainId=`; empty for unsupported networks. */
  getTokens(caipNetworkId: string): Promise<{ tokens: SwapToken[] }>;
  /** `POST /v1/fungible/price`; addresses on unsupported networks are left out. */
  getFungiblePrice(request: {
    addresses: string[];
    currency?: string;
  }): Promise<{ fungibles: FungiblePrice[] }>;
  /** `GET /v1/convert/allowance`; 'Network not supported for Swaps' off the list. */
  getAllowance(request: {
    tokenAddress: string;
    userAddress: string;
  }): Promise<{ allowance: string }>;
  /** `GET /v1/convert/gas-price?chainId=`; 'Network not supported for Gas Price' off the list. */
  getGasPrice(caipNetworkId: string): Promise<GasPrice>;
  /** `POST /v1/convert/build-transaction`; 'Network not supported for Swaps' off the list. */
  buildTransaction(request: BuildSwapRequest): Promise<BuiltSwap>;
  /**
   * `GET /v1/convert/build-approve`; `amount` approves exactly that much (Foyer's addition).
   * 'Network not supported for Swaps' off the list.
   */
  buildApprove(request: {
    userAddress: string;
    from: string;
    to: string;
    amount?: string;
  }): Promise<{ tx: SwapTransaction }>;
}

/**
 * The swap calls (behaviour §7). Lists come back empty for a network the API does
 * not serve; calls that must produce something real (a gas price, an
 * allowance, a transaction) fail with the spec's message instead, because an
 * invented value could be signed. Answers are checked with the routes' schemas.
 */
export function createSwapApi(context: BlockchainContext): SwapApi {
  const { client, chains, projectId } = context;
  return {
    async getQuotes({ amount, userAddress, from, to, gasPrice }) {
      if (!(await chains.isSupported(networkOfCaipAddress(from)))) return { quotes: [] };
      const response = await sendRoute(client, swapQuotesRoute, {
        query: { amount, userAddress, from, to, gasPrice },
      });
      return { quotes: validItems(SwapQuoteSchema, listField(response, "quotes")) };
    },

    async getTokens(caipNetworkId) {
      if (!(await chains.isSupported(caipNetworkId))) return { tokens: [] };
      const response = await sendRoute(client, swapTokensRoute, {
        query: { chainId: caipNetworkId },
      });
      return { tokens: validItems(SwapTokenSchema, listField(response, "tokens")) };
    },

    async getFungiblePrice({ addresses, currency = "usd" }) {
      const supported: string[] = [];
      for (const address of addresses) {
        if (await chains.isSupported(networkOfCaipAddress(address))) supported.push(address);
      }
      if (supported.length === 0) return { fungibles: [] };
      const response = await sendRoute(client, fungiblePriceRoute, {
        // As the caller named it: the server answers which currencies it prices.
        body: { currency: currency as "usd", addresses: supported, projectId },
        retry: true,
      });
      // Each price checked with the route's schema: one of the wrong shape is left out.
      return { fungibles: validItems(FungiblePriceSchema, listField(response, "fungibles")) };
    },

    async getAllowance({ tokenAddress, userAddress }) {
      await requireSupported(
        context,
        networkOfCaipAddress(tokenAddress),
        coreText("swapsNetworkUnsupported", messages.swapsNetworkUnsupported),
      );
      return callRoute(client, swapAllowanceRoute, { query: { tokenAddress, userAddress } });
    },

    async getGasPrice(caipNetworkId) {
      await requireSupported(
        context,
        caipNetworkId,
        coreText("gasPriceNetworkUnsupported", messages.gasPriceNetworkUnsupported),
      );
      return callRoute(client, gasPriceRoute, { query: { chainId: caipNetworkId } });
    },

    async buildTransaction({ amount, from, to, userAddress, disableEstimate, slippage }) {
      await requireSupported(
        context,
        networkOfCaipAddress(from),
        coreText("swapsNetworkUnsupported", messages.swapsNetworkUnsupported),
      );
      return callRoute(client, swapBuildTransactionRoute, {
        body: {
          amount,
          eip155: { slippage: String(slippage ?? SWAP_SLIPPAGE_TOLERANCE) },
          projectId,
          from,
          to,
          userAddress,
          disableEstimate: disableEstimate ?? false,
        },
      });
    },

    async buildApprove({ userAddress, from, to, amount }) {
      await requireSupported(
        context,
        networkOfCaipAddress(from),
        coreText("swapsNetworkUnsupported", messages.swapsNetworkUnsupported),
      );
      return callRoute(client, swapBuildApproveRoute, { query: { userAddress, from, to, amount } });
    },
  };
}
