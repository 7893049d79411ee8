import { listField, recordOf, stringField } from "../http/readResponse.js";
import type { BlockchainContext } from "./blockchainContext.js";
import type { OnrampOptions, OnrampQuote } from "./blockchainTypes.js";
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
}

/** Card purchase calls (SPEC §7). */
export interface OnrampApi {
  /** `POST /v1/generators/onrampurl` with defaultExperience 'buy'; resolves the provider URL. */
  generateUrl(request: OnrampUrlRequest): Promise<{ url: string }>;
  /** `GET /v1/onramp/options`; the built-in USD/EUR and USDC/ETH defaults on failure. */
  getOptions(): Promise<OnrampOptions>;
  /** `POST /v1/onramp/quote`; a quote marked `mocked` on failure. */
  getQuote(request: OnrampQuoteRequest): Promise<OnrampQuote>;
}

/** The card-purchase calls (SPEC §7). Options and quotes never fail: the UI stays usable. */
export function createOnrampApi(context: BlockchainContext): OnrampApi {
  const { client } = context;
  return {
    async generateUrl(request) {
      const response = await client.post("/v1/generators/onrampurl", {
        destinationWallets: request.destinationWallets,
        defaultNetwork: request.defaultNetwork,
        partnerUserId: request.partnerUserId,
        defaultExperience: "buy",
        presetCryptoAmount: request.presetCryptoAmount,
        presetFiatAmount: request.presetFiatAmount,
      });
      return { url: stringField(response, "url") ?? "" };
    },

    async getOptions() {
      try {
        const response = await client.get("/v1/onramp/options");
        const options: OnrampOptions = {
          paymentCurrencies: listField(response, "paymentCurrencies"),
          purchaseCurrencies: listField(response, "purchaseCurrencies"),
        };
        const usable =
          options.paymentCurrencies.length > 0 && options.purchaseCurrencies.length > 0;
        return usable ? options : DEFAULT_ONRAMP_OPTIONS;
      } catch {
        return DEFAULT_ONRAMP_OPTIONS;
      }
    },

    async getQuote(request) {
      try {
        const response = await client.post("/v1/onramp/quote", {
          purchaseCurrency: request.purchaseCurrency,
          paymentCurrency: request.paymentCurrency,
          amount: request.amount,
          network: request.network,
        });
        const quote = recordOf(response);
        if (typeof quote.quoteId !== "string") return mockOnrampQuote(request);
        return quote as unknown as OnrampQuote;
      } catch {
        return mockOnrampQuote(request);
      }
    },
  };
}
