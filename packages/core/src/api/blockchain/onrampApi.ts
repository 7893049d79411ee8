import {
  type OnrampPaymentMethod,
  onrampOptionsRoute,
  onrampOrderRoute,
  onrampQuoteRoute,
  onrampUrlRoute,
} from "@foyer/protocol";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { callRoute } from "../http/callRoute.js";
import type { BlockchainContext } from "./blockchainContext.js";
import type { OnrampOptions, OnrampOrder, OnrampQuote } from "./blockchainTypes.js";
import {
  DEFAULT_ONRAMP_OPTIONS,
  mockOnrampQuote,
  type OnrampQuoteRequest,
} from "./onrampFallback.js";

/** A wallet the purchased crypto is delivered to. */
export interface OnrampDestinationWallet {
  address: string;
  blockchains?: string[];
  assets?: string[];
}

/** Arguments of `OnrampApi.generateUrl`. */
export interface OnrampUrlRequest {
  destinationWallets: OnrampDestinationWallet[];
  defaultNetwork?: string;
  partnerUserId: string;
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
  /** Foyer's additions: which provider, paid in what, and the buyer's time zone. */
  provider?: string;
  paymentCurrency?: string;
  /** Card when absent; the server checks the amount against this method's limits. */
  paymentMethod?: OnrampPaymentMethod;
  timezone?: string;
}

/** Card purchase calls (behaviour §7). */
export interface OnrampApi {
  /**
   * `POST /v1/generators/onrampurl` with defaultExperience 'buy': the provider's checkout URL
   * and, from Foyer's server, the order id to follow.
   */
  generateUrl(request: OnrampUrlRequest): Promise<{ url: string; orderId?: string }>;
  /** `GET /v1/onramp/options`; the built-in USD/EUR and USDC/ETH defaults on failure. */
  getOptions(): Promise<OnrampOptions>;
  /** `POST /v1/onramp/quote`; a quote marked `mocked` on failure. */
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
  /** `GET /v1/onramp/orders/{orderId}`: where a purchase is (Foyer's route). */
  getOrder(orderId: string): Promise<OnrampOrder>;
}

function invalid(path: string, problem: string): ApiError {
  return new ApiError(messages.httpStatus(200), {
    code: "INVALID_RESPONSE",
    details: { url: path, problem },
  });
}

/**
 * The card-purchase calls (behaviour §7), answers checked with the routes' schemas. Options and
 * quotes never fail, so the view stays usable: the defaults and a mocked quote stand in. The
 * URL and an order's status fail loudly, since a purchase must not go on from a guess.
 */
export function createOnrampApi(context: BlockchainContext): OnrampApi {
  const { client } = context;
  return {
    async generateUrl(request) {
      const answer = await callRoute(client, onrampUrlRoute, {
        body: {
          destinationWallets: request.destinationWallets,
          defaultNetwork: request.defaultNetwork,
          partnerUserId: request.partnerUserId,
          defaultExperience: "buy",
          presetCryptoAmount: request.presetCryptoAmount,
          presetFiatAmount: request.presetFiatAmount,
          provider: request.provider,
          paymentCurrency: request.paymentCurrency,
          paymentMethod: request.paymentMethod,
          timezone: request.timezone,
        },
      });
      if (!/^https?:\/\//.test(answer.url)) {
        throw invalid(onrampUrlRoute.path, "url is not an http(s) URL");
      }
      return answer;
    },

    async getOptions() {
      try {
        const options = await callRoute(client, onrampOptionsRoute);
        const usable =
          options.paymentCurrencies.length > 0 && options.purchaseCurrencies.length > 0;
        return usable ? options : DEFAULT_ONRAMP_OPTIONS;
      } catch {
        return DEFAULT_ONRAMP_OPTIONS;
      }
    },

    async getQuote(request) {
      try {
        return await callRoute(client, onrampQuoteRoute, {
          body: {
            purchaseCurrency: request.purchaseCurrency,
            paymentCurrency: request.paymentCurrency,
            amount: request.amount,
            network: request.network,
            provider: request.provider,
            paymentMethod: request.paymentMethod,
            timezone: request.timezone,
          },
        });
      } catch {
        return mockOnrampQuote(request);
      }
    },

    async getOrder(orderId) {
      return callRoute(client, onrampOrderRoute, { params: { orderId } });
    },
  };
}
